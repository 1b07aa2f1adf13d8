import { describe, expect, it } from 'vitest';
import { formatPrice, vendorCardView, type VendorCardInput } from './vendor-card.ts';
import { listBlocks, vendorCount } from './vendor-list-view.ts';

const input = (over: Partial<VendorCardInput> = {}): VendorCardInput => ({
  slug: 'golden-hour-lens',
  name: 'The Golden Hour Lens',
  categoryName: 'Photographers',
  location: 'Clemson, SC',
  tagline: 'Light-filled photography',
  tags: ['Film', 'Elopements'],
  startingPrice: 4500,
  averageRating: 4.75,
  totalReviews: 8,
  isFeatured: true,
  isVerified: false,
  premierPartner: false,
  image: { src: '/media/vendors/golden-hour-lens/1-medium.jpg', altText: '  ', width: null, height: 800 },
  ...over,
});

describe('vendorCardView', () => {
  it("labels the price as '$' and the number, or 'Contact for pricing' when there is none", () => {
    expect(vendorCardView(input()).price).toEqual({ label: '$4,500', onRequest: false });
    expect(vendorCardView(input({ startingPrice: 0 })).price).toEqual({ label: '$0', onRequest: false });
    expect(vendorCardView(input({ startingPrice: null })).price).toEqual({ label: 'Contact for pricing', onRequest: true });
    expect(formatPrice(Number.NaN)).toBe('Contact for pricing');
  });

  it("shows at most three tags, then '+N more'", () => {
    expect(vendorCardView(input({ tags: ['a', 'b', 'c'] }))).toMatchObject({ tags: ['a', 'b', 'c'], moreTagsLabel: null });
    expect(vendorCardView(input({ tags: ['a', 'b', 'c', 'd', 'e'] }))).toMatchObject({ tags: ['a', 'b', 'c'], moreTagsLabel: '+2 more' });
    expect(vendorCardView(input({ tags: [] }))).toMatchObject({ tags: [], moreTagsLabel: null });
  });

  it('rates with one decimal and the review count, or none for a vendor without reviews', () => {
    expect(vendorCardView(input()).rating).toEqual({ value: '4.8', reviewsLabel: '(8 reviews)', spokenLabel: 'Rated 4.8 out of 5 from 8 reviews' });
    expect(vendorCardView(input({ averageRating: 5, totalReviews: 1 })).rating?.reviewsLabel).toBe('(1 review)');
    expect(vendorCardView(input({ totalReviews: 0 })).rating).toBeNull();
  });

  it("links the vendor page, names the photo after the vendor when it has no alt text, and draws only http(s) or site photos", () => {
    const view = vendorCardView(input());
    expect(view.href).toBe('/vendors/golden-hour-lens');
    expect(view.image).toEqual({ src: '/media/vendors/golden-hour-lens/1-medium.jpg', alt: 'The Golden Hour Lens', width: 600, height: 800 });
    expect(view.placeholder).toEqual({ monogram: 'G', label: 'The Golden Hour Lens: no photo yet' });
    for (const src of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AA']) {
      expect(vendorCardView(input({ image: { src, altText: 'x', width: 1, height: 1 } })).image).toBeNull();
    }
    expect(vendorCardView(input({ image: { src: 'https://cdn.example/x.jpg', altText: ' Dusk ', width: 1, height: 1 } })).image?.alt).toBe('Dusk');
    expect(vendorCardView(input({ slug: 'a"b' })).href).toBe('/vendors/a%22b');
  });

  it('carries the badges and leaves out an empty place or tagline', () => {
    expect(vendorCardView(input({ premierPartner: true, isVerified: true })).badges).toEqual({ premier: true, featured: true, verified: true });
    expect(vendorCardView(input({ location: '', tagline: '' }))).toMatchObject({ locationLabel: null, tagline: null });
  });
});

describe('the list order', () => {
  const v = (name: string, isFeatured: boolean) => ({ name, isFeatured });
  const featured = [v('b', true), v('d', true)];
  const others = [v('a', false), v('c', false)];

  it('shows the featured block on page 1 only, and a first screen comes from the featured block when it shows', () => {
    const first = listBlocks(featured, others, 1);
    expect(first.featured).toEqual(featured);
    expect(first.firstScreen(1)).toEqual({ block: 'featured', cards: [v('b', true)] });
    const second = listBlocks(featured, others, 2);
    expect(second.featured).toEqual([]);
    expect(second.firstScreen(3)).toEqual({ block: 'others', cards: others });
    expect(listBlocks([], others, 1).firstScreen(1)).toEqual({ block: 'others', cards: [v('a', false)] });
  });

  it('counts vendors in words', () => {
    expect([vendorCount(0), vendorCount(1), vendorCount(1204)]).toEqual(['0 vendors', '1 vendor', '1,204 vendors']);
  });

  it("says '1,000+ vendors' when a search's count stopped at its cap", () => {
    expect(vendorCount(1000, true)).toBe('1,000+ vendors');
  });
});
