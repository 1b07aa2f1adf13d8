import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FirstView } from '@domain/listings/first-view';
import type { VendorDetail, VendorSummary } from '@uwd/api-client';
import { VendorGrid } from '../components/VendorGrid';
import { renderFirstView } from './render';

const vendor = (name: string, over: Partial<VendorSummary> = {}): VendorSummary => ({
  _id: name,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  tagline: 'Light-filled photography',
  category: { _id: 'c1', name: 'Photographers', slug: 'photographers' },
  location: { city: 'Clemson', county: 'Pickens', state: 'SC', region: 'Upstate', zipCode: null, formattedLocation: 'Clemson, SC' },
  startingPrice: 4500,
  priceRange: 'premium',
  isFeatured: false,
  isVerified: true,
  premierPartner: false,
  reviewStats: { averageRating: 4.75, totalReviews: 8 },
  images: [{ _id: 'i1', url: '/media/1.jpg', urls: { original: '/media/1.jpg', medium: '/media/1-medium.jpg' }, altText: null, caption: null, isPrimary: true, sortOrder: 0, width: 1200, height: 800 }],
  tags: [{ _id: 't1', id: 't1', name: 'Film' }],
  replyTimeLabel: 'Usually replies within 3 hours',
  ...over,
});

const hostile = vendor('<script>alert(1)</script> Studio', { tagline: `Prices from $& up, "quoted" & <b>bold</b>` });
const page = (view: FirstView, url: string) => {
  const { html, styles } = renderFirstView(view, url);
  const root = document.createElement('div');
  root.innerHTML = html;
  return { root, styles, html };
};

const VIEWS: Array<[FirstView, string]> = [
  [{ kind: 'home' }, '/'],
  [{ kind: 'list', scope: 'photographers', block: 'featured', lead: 'Light.', total: 2, cards: [vendor('Golden Hour Lens', { isFeatured: true }), hostile] }, '/photographers'],
  [{ kind: 'list', scope: 'caterers', block: 'others', lead: null, total: 3, cards: [vendor('Small Kitchen')], unlisted: { total: 1, vendors: { 'Small Kitchen': ['capacity'] } } }, '/caterers?guests=120'],
  [{ kind: 'landing', categorySlug: 'photographers', categoryName: 'Photographers', heading: 'Fine Art', lead: null, total: 1, cards: [hostile], about: '<p>Barns of the <strong>Upstate</strong>.</p>' }, '/photographers/fine-art'],
  [{ kind: 'vendor', vendor: { ...vendor('Golden Hour Lens'), images: [] } as unknown as VendorDetail }, '/vendors/golden-hour-lens'],
];

describe("the server's first view, drawn with the app's components", () => {
  it.each(VIEWS)('is a picture: no id, label target, role, ARIA name but a landmark’s, focus stop, test id, inline style or script (%#)', (view, url) => {
    const { root } = page(view, url);
    expect(root.querySelector('.app > .site-header')).not.toBeNull();
    const named = '[id], [for], [role], [tabindex], [aria-labelledby], [aria-controls], [aria-busy], [data-testid], [data-vendor-id]';
    expect(root.querySelectorAll(`${named}, [style], script`).length).toBe(0);
    // Landmarks keep their names (html-validate: each of a kind named apart); nothing else is named.
    expect([...root.querySelectorAll('[aria-label]')].map((e) => e.tagName.toLowerCase()).filter((t) => t !== 'header' && t !== 'nav')).toEqual([]);
    expect(root.querySelector('.app > .site-header')?.getAttribute('aria-label')).toBe('Site');
  });

  it.each(VIEWS)('is written as HTML by hand would be: attribute names in lower case, boolean attributes bare (%#)', (view, url) => {
    const html = renderFirstView(view, url).html;
    expect(html).not.toMatch(/ [a-z]+[A-Z][A-Za-z]*="/);
    expect(html).not.toMatch(/ (hidden|selected|disabled|checked)=""/);
    expect(html).not.toContain('<form');
  });

  it("links the page's stylesheets: the remote's first chunk, and the lists' or the vendor page's", () => {
    expect(VIEWS.map(([view, url]) => page(view, url).styles)).toEqual([
      ['public/initial'],
      ['public/initial', 'public/lists'],
      ['public/initial', 'public/lists'],
      ['public/initial', 'public/lists'],
      ['public/initial', 'public/VendorDetailPage'],
    ]);
  });

  it("draws a list's cards as the app draws them, database text escaped", () => {
    const [view, url] = VIEWS[1]!;
    const { root, html } = page(view, url);
    expect(root.querySelector('.featured-block__title')!.textContent).toBe('Featured Photographers');
    const drawn = [...root.querySelectorAll('.listing-card')];
    const app = render(
      <MemoryRouter>
        <VendorGrid vendors={(view as Extract<FirstView, { kind: 'list' }>).cards} />
      </MemoryRouter>,
    ).container.querySelectorAll('.listing-card');
    expect(drawn.map((c) => c.textContent)).toEqual([...app].map((c) => c.textContent));
    expect(drawn.map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual([...app].map((c) => c.querySelector('a')!.getAttribute('href')));
    expect(drawn[0]!.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(drawn[0]!.querySelector('img')!.hasAttribute('loading')).toBe(false);
    expect(drawn[1]!.querySelector('.listing-card__name')!.textContent).toBe('<script>alert(1)</script> Studio');
    expect(html).not.toContain('<script>');
    expect(drawn[1]!.querySelector('.listing-card__tagline')!.textContent).toBe(`Prices from $& up, "quoted" & <b>bold</b>`);
  });

  it("draws a list URL's facts: the fields, the count of those that fit, and each card's marks", () => {
    const [view, url] = VIEWS[2]!;
    const { root } = page(view, url);
    expect(root.querySelector('.list-header__count')!.textContent).toBe('2 vendors fit 120 guests · 1 has not listed its capacity');
    expect((root.querySelector('.search-facts input[type=number]') as HTMLInputElement).getAttribute('value')).toBe('120');
    expect(root.querySelector('.list-controls__count')!.textContent).toBe('1');
    expect([...root.querySelectorAll('.listing-card__unlisted li')].map((li) => li.textContent)).toEqual(['Capacity not listed']);
    expect(root.querySelector('.active-filters')!.textContent).toContain('120 guests');
  });

  it("draws a landing page's 'About' text as the server sanitized it, and a vendor's breadcrumbs and hero", () => {
    const landing = page(...VIEWS[3]!).root;
    expect(landing.querySelector('.landing-content__title')!.textContent).toBe('About fine art');
    expect(landing.querySelector('.landing-content .rich-text')!.innerHTML).toBe('<p>Barns of the <strong>Upstate</strong>.</p>');
    const vendorPage = page(...VIEWS[4]!).root;
    expect([...vendorPage.querySelectorAll('.crumbs li')].map((li) => li.textContent)).toEqual(['Home', 'Photographers', 'Golden Hour Lens']);
    expect(vendorPage.querySelector('.vendor-hero--placeholder')!.className).toContain('category-bg--photographers');
  });
});
