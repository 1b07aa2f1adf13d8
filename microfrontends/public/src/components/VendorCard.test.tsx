import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { VendorSummary } from '@uwd/api-client';
import { formatPrice, VendorCard } from './VendorCard';

const cardVendor = (over: Partial<VendorSummary> = {}): VendorSummary => ({
  _id: 'v1',
  name: 'The Golden Hour Lens',
  slug: 'golden-hour-lens',
  tagline: 'Light-filled photography',
  category: { _id: 'c1', name: 'Photographers', slug: 'photographers' },
  location: { city: 'Clemson', county: 'Pickens', state: 'SC', region: 'Upstate', zipCode: null, formattedLocation: 'Clemson, SC' },
  startingPrice: 4500,
  priceRange: 'premium',
  isFeatured: true,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 4.75, totalReviews: 8 },
  images: [
    {
      _id: 'i1',
      url: '/media/vendors/golden-hour-lens/1.jpg',
      urls: { original: '/media/vendors/golden-hour-lens/1.jpg', medium: '/media/vendors/golden-hour-lens/1-medium.jpg' },
      altText: '  ',
      caption: null,
      isPrimary: true,
      sortOrder: 0,
      width: null,
      height: 800,
    },
  ],
  tags: [
    { _id: 't1', id: 't1', name: 'Film' },
    { _id: 't2', id: 't2', name: 'Elopements' },
  ],
  replyTimeLabel: null,
  ...over,
});

const tags = (...names: string[]) => names.map((name, i) => ({ _id: `t${i}`, id: `t${i}`, name }));

const card = (over: Partial<VendorSummary> = {}) => {
  const { container, unmount } = render(
    <MemoryRouter>
      <VendorCard vendor={cardVendor(over)} />
    </MemoryRouter>,
  );
  const el = container.querySelector('.listing-card')!;
  const text = (selector: string) => el.querySelector(selector)?.textContent ?? null;
  return { el, text, unmount };
};

describe('a vendor card', () => {
  it("labels the price as '$' and the number, or 'Contact for pricing' when there is none", () => {
    expect(card().text('.listing-card__price')).toBe('Starting at $4,500');
    expect(card({ startingPrice: 0 }).text('.listing-card__price strong')).toBe('$0');
    expect(card({ startingPrice: null }).text('.listing-card__price--ask')).toBe('Contact for pricing');
    expect(formatPrice(Number.NaN)).toBe('Contact for pricing');
  });

  it("shows 'Couples' Choice {year}' while the vendor holds the award, nothing otherwise", () => {
    expect(card({ couplesChoiceYear: 2027 }).text('.listing-card__award')).toBe("Couples' Choice 2027");
    expect(card({ couplesChoiceYear: null }).el.querySelector('.listing-card__award')).toBeNull();
    expect(card().el.querySelector('.listing-card__award')).toBeNull();
  });

  it("shows at most three tags, then '+N more'", () => {
    const tagsOf = (over: Partial<VendorSummary>) => [...card(over).el.querySelectorAll('.listing-card__tag')].map((t) => t.textContent);
    expect(tagsOf({ tags: tags('a', 'b', 'c') })).toEqual(['a', 'b', 'c']);
    expect(tagsOf({ tags: tags('a', 'b', 'c', 'd', 'e') })).toEqual(['a', 'b', 'c', '+2 more']);
    expect(card({ tags: [] }).el.querySelector('.listing-card__tags')).toBeNull();
  });

  it('rates with one decimal and the review count, or says it is new for a vendor without reviews', () => {
    const { text } = card();
    expect(text('.listing-card__rating strong')).toBe('4.8');
    expect(text('.listing-card__reviews')).toBe('(8 reviews)');
    expect(text('.listing-card__rating .visually-hidden')).toBe('Rated 4.8 out of 5 from 8 reviews');
    expect(card({ reviewStats: { averageRating: 5, totalReviews: 1 } }).text('.listing-card__reviews')).toBe('(1 review)');
    expect(card({ reviewStats: { averageRating: 0, totalReviews: 0 } }).text('.listing-card__rating')).toBe('New to the directory');
  });

  it('links the vendor page, names the photo after the vendor when it has no alt text, and draws only http(s) or site photos', () => {
    const { el } = card();
    expect(el.querySelector('a')!.getAttribute('href')).toBe('/vendors/golden-hour-lens');
    const img = el.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/media/vendors/golden-hour-lens/1-medium.jpg',
      'The Golden Hour Lens',
      '600',
      '800',
    ]);
    const image = cardVendor().images[0]!;
    for (const src of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AA']) {
      const other = card({ images: [{ ...image, url: src, urls: { original: src, medium: src } }] });
      expect(other.el.querySelector('img')).toBeNull();
      expect(other.el.querySelector('.listing-card__placeholder')!.getAttribute('aria-label')).toBe('The Golden Hour Lens: no photo yet');
      expect(other.text('.listing-card__monogram')).toBe('G');
    }
    expect(card({ slug: 'a"b' }).el.querySelector('a')!.getAttribute('href')).toBe('/vendors/a%22b');
  });

  it("draws the category's gradient with classes, never an inline style (the server's CSP)", () => {
    const { el } = card();
    expect(el.querySelector('.listing-card__media')!.className).toBe('listing-card__media category-bg category-bg--photographers');
    expect(el.querySelectorAll('[style]').length).toBe(0);
  });

  it('carries the badges and leaves out an empty place or tagline', () => {
    const { el } = card({ premierPartner: true, isVerified: true });
    expect([...el.querySelectorAll('.listing-badge')].map((b) => b.textContent?.trim())).toEqual(['Premier Partner', 'Featured', 'Verified']);
    const plain = card({ location: { ...cardVendor().location, formattedLocation: '' }, tagline: '' });
    expect(plain.el.querySelector('.listing-card__location, .listing-card__tagline')).toBeNull();
  });
});
