import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { vendorCardView, type VendorCardInput, type VendorCardView } from '../../../domain/listings/vendor-card.ts';
import { renderFirstView, type FirstView } from './first-view.ts';

const card = (over: Partial<VendorCardInput> = {}): VendorCardView =>
  vendorCardView({
  slug: 'golden-hour-lens',
  name: 'Golden Hour Lens',
  categoryName: 'Photographers',
  location: 'Clemson, SC',
  tagline: 'Light-filled photography',
  tags: ['Film', 'Elopements', 'Engagements', 'Drone'],
  startingPrice: 4500,
  averageRating: 4.75,
  totalReviews: 8,
  isFeatured: true,
  isVerified: true,
  premierPartner: false,
  image: { src: '/media/vendors/golden-hour-lens/1-medium.jpg', altText: 'A couple at dusk', width: 1200, height: 800 },
  ...over,
  });

const HOSTILE = `<img src=x onerror="alert(1)">"'&$&$'`;

const views: Record<FirstView['kind'], FirstView> = {
  home: { kind: 'home' },
  list: { kind: 'list', scope: 'photographers', lead: 'Light and memory.', total: 12, block: 'featured', cards: [card()] },
  landing: { kind: 'landing', categorySlug: 'photographers', categoryName: 'Photographers', heading: 'Fine Art Photographers', lead: 'Painterly.', total: 1, cards: [card({ isFeatured: false })] },
  vendor: { kind: 'vendor', name: 'Golden Hour Lens', categorySlug: 'photographers', categoryName: 'Photographers', image: { src: '/media/vendors/golden-hour-lens/1.jpg', width: 1200, height: 800 }, photoCount: 4 },
};

const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

describe('the first view drawn into a page', () => {
  for (const [kind, view] of Object.entries(views)) {
    it(`${kind}: is a picture only (inert, hidden from assistive technology), with no inline style or script and no id the app also uses`, () => {
      const doc = parse(renderFirstView(view).html);
      const root = doc.body.firstElementChild!;
      expect(root.id).toBe('first-view');
      expect(root.hasAttribute('inert')).toBe(true);
      expect(root.getAttribute('aria-hidden')).toBe('true');
      expect(doc.querySelectorAll('[style], script, [id]:not(#first-view)').length).toBe(0);
      expect([...doc.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((a) => a.startsWith('on')))).toEqual([]);
      expect(doc.querySelector('header.site-header')).not.toBeNull();
    });
  }

  it('draws the page heading, lead and count of a list, its featured cards under their heading, and the first photo with high priority', () => {
    const { html, styles } = renderFirstView(views.list);
    const doc = parse(html);
    expect(doc.querySelector('h1.list-header__title')?.textContent).toBe('Wedding Photographers');
    expect(doc.querySelector('.list-header__lead')?.textContent).toBe('Light and memory.');
    expect(doc.querySelector('.list-header__count')?.textContent).toBe('12 vendors');
    expect(doc.querySelector('.featured-block__title')?.textContent).toBe('Featured Photographers');
    expect(doc.querySelector('.category-chip.is-active')?.getAttribute('href')).toBe('/photographers');
    const img = doc.querySelector('.listing-card__media img')!;
    expect(img.getAttribute('src')).toBe('/media/vendors/golden-hour-lens/1-medium.jpg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('loading')).toBe(false);
    // Like the React card: three tags and '+N more', the price and the rating with one decimal.
    expect([...doc.querySelectorAll('.listing-card__tag')].map((t) => t.textContent)).toEqual(['Film', 'Elopements', 'Engagements', '+1 more']);
    expect(doc.querySelector('.listing-card__price strong')?.textContent).toBe('$4,500');
    expect(doc.querySelector('.listing-card__rating strong')?.textContent).toBe('4.8');
    expect(styles).toEqual(['public/initial', 'public/lists']);
  });

  it("draws a vendor's breadcrumbs and hero photo at its size", () => {
    const { html, styles } = renderFirstView(views.vendor);
    const doc = parse(html);
    expect([...doc.querySelectorAll('.crumbs li')].map((li) => li.textContent)).toEqual(['Home', 'Photographers', 'Golden Hour Lens']);
    const hero = doc.querySelector('img.vendor-hero__img')!;
    expect([hero.getAttribute('src'), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['/media/vendors/golden-hour-lens/1.jpg', '1200', '800']);
    expect(doc.querySelector('.vendor-hero__count')?.textContent).toBe('View all 4 photos');
    expect(styles).toEqual(['public/initial', 'public/VendorDetailPage']);
  });

  it('escapes every text from the database and leaves out image URLs that are not http(s) or site paths', () => {
    const hostile: FirstView = {
      kind: 'landing',
      categorySlug: 'photographers',
      categoryName: HOSTILE,
      heading: HOSTILE,
      lead: HOSTILE,
      total: 2,
      cards: [
        card({ name: HOSTILE, tagline: HOSTILE, tags: [HOSTILE], location: HOSTILE, image: { src: 'javascript:alert(1)', altText: HOSTILE, width: 1, height: 1 } }),
        card({ slug: 'a"b', image: { src: '//evil.example/x.jpg', altText: 'x', width: 1, height: 1 } }),
      ],
    };
    const { html } = renderFirstView(hostile);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    const doc = parse(html);
    expect(doc.querySelectorAll('img').length).toBe(0);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('.listing-card__tagline')?.textContent).toBe(HOSTILE);
    expect(doc.querySelectorAll('.listing-card__link')[1]?.getAttribute('href')).toBe('/vendors/a%22b');
  });

  it("draws a landing page under Guests as the app does: how many fit and how many have not said, and each such card's marks before its price", () => {
    const view: FirstView = {
      kind: 'landing',
      categorySlug: 'venues',
      categoryName: 'Venues',
      heading: 'Barn Venues',
      lead: null,
      total: 3,
      facts: { guests: 120, maxPrice: 6000 },
      cards: [card({ name: 'Fits' }), card({ name: 'Silent', slug: 'silent' }), card({ name: 'No Price', slug: 'no-price' })],
      unlisted: { total: 2, cards: [[], ['capacity'], ['capacity', 'price']] },
    };
    const doc = parse(renderFirstView(view).html);
    const count = doc.querySelector('.list-header__count')!;
    expect(count.querySelector('strong')?.textContent).toBe('1 vendor fits 120 guests and a $6,000 budget');
    expect(count.querySelector('.list-header__unlisted')?.innerHTML).toBe('<span class="list-header__sep"> · </span>2 have not listed their capacity or price');
    const cards = [...doc.querySelectorAll('.listing-card')];
    expect(cards.map((c) => [...c.querySelectorAll('.listing-card__unlisted li')].map((li) => li.textContent))).toEqual([[], ['Capacity not listed'], ['Capacity not listed', 'Price not listed']]);
    expect(cards[1]!.querySelector('.listing-card__unlisted')?.nextElementSibling?.className).toBe('listing-card__footer');
    // The facts in force under the controls, as ListControls draws them, so the results start where the app's do.
    const active = doc.querySelector('.list-controls > .active-filters')!;
    expect([...active.querySelectorAll('.active-filter')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['120 guests ', '?maxPrice=6000'],
      ['Up to $6,000 ', '?guests=120'],
    ]);
    expect(active.querySelector('button')?.textContent).toBe('Clear Filters');
  });
});
