/**
 * The public remote's VendorCard and the server's first view draw a card from one view model
 * (domain/listings/vendor-card.ts): the same vendor gives the same texts, link, photo and badges in both.
 */
import { JSDOM } from 'jsdom';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { VendorSummary } from '@uwd/api-client';
import type { VendorCardView } from '../../domain/listings/vendor-card.ts';
import { renderFirstView } from '../../adapters/http/seo/first-view.ts';

/** The remote's card, imported at run time: the server's type check does not compile the remotes' JSX. */
const VENDOR_CARD = '../../microfrontends/public/src/components/VendorCard.tsx';
const { cardViewOf, VendorCard } = (await import(/* @vite-ignore */ VENDOR_CARD)) as {
  cardViewOf: (vendor: VendorSummary) => VendorCardView;
  VendorCard: ComponentType<{ vendor: VendorSummary }>;
};

const dto = (over: Partial<VendorSummary> = {}): VendorSummary => ({
  _id: 'v1',
  name: 'The Golden Hour & "Lens"',
  slug: 'golden-hour-lens',
  tagline: "Light-filled <photography> that's yours",
  category: { _id: 'c1', name: 'Photographers', slug: 'photographers' },
  location: { city: 'Clemson', county: 'Pickens', state: 'SC', region: null, zipCode: null, formattedLocation: 'Clemson, SC' },
  startingPrice: 4500,
  priceRange: 'moderate',
  isFeatured: true,
  isVerified: true,
  premierPartner: true,
  reviewStats: { averageRating: 4.75, totalReviews: 1 },
  images: [
    {
      _id: 'i1',
      url: '/media/vendors/golden-hour-lens/1.jpg',
      urls: { original: '/media/vendors/golden-hour-lens/1.jpg', medium: '/media/vendors/golden-hour-lens/1-medium.jpg' },
      altText: null,
      caption: null,
      isPrimary: true,
      sortOrder: 0,
      width: 1200,
      height: null,
    },
  ],
  tags: ['Film', 'Elopements', 'Engagements', 'Drone', 'Albums'].map((name, i) => ({ _id: `t${i}`, name })),
  replyTimeLabel: 'Usually replies within 3 hours',
  ...over,
});

const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

/** What a reader sees of a card: every text part, the link, the photo and the badges. */
const seen = (doc: Document) => {
  const text = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => e.textContent?.trim());
  const img = doc.querySelector('.listing-card__media img');
  return {
    category: text('.listing-card__category'),
    name: text('.listing-card__name'),
    href: doc.querySelector('.listing-card__link')?.getAttribute('href'),
    location: text('.listing-card__location'),
    tagline: text('.listing-card__tagline'),
    tags: text('.listing-card__tag'),
    price: text('.listing-card__price'),
    rating: text('.listing-card__rating strong, .listing-card__reviews, .listing-card__rating--none'),
    badges: text('.listing-badge'),
    replyTime: text('.listing-card__reply-time'),
    premier: doc.querySelector('.listing-card')?.classList.contains('listing-card--premier'),
    photo: img && ['src', 'alt', 'width', 'height'].map((a) => img.getAttribute(a)),
    placeholder: text('.listing-card__monogram, .listing-card__placeholder-text'),
  };
};

const react = (vendor: VendorSummary) => parse(renderToStaticMarkup(createElement(MemoryRouter, null, createElement(VendorCard, { vendor }))));
const server = (vendor: VendorSummary) =>
  parse(
    renderFirstView({ kind: 'landing', categorySlug: 'photographers', categoryName: 'Photographers', heading: 'H', lead: null, total: 1, cards: [cardViewOf(vendor)] })
      .html,
  ).querySelector('.list-results')!;

describe('a vendor card drawn by the app and by the first view', () => {
  const cases: Array<[string, Partial<VendorSummary>]> = [
    ['a paid, reviewed vendor with a photo and many tags', {}],
    ['a new vendor with no price, photo, tags, place or badges', {
      startingPrice: null,
      images: [],
      tags: [],
      tagline: null,
      isFeatured: false,
      isVerified: false,
      premierPartner: false,
      replyTimeLabel: null,
      reviewStats: { averageRating: 0, totalReviews: 0 },
      location: { city: '', county: '', state: '', region: null, zipCode: null, formattedLocation: '' },
    }],
  ];
  for (const [name, over] of cases) {
    it(`shows the same texts, link, photo and badges: ${name}`, () => {
      const vendor = dto(over);
      const app = seen(react(vendor));
      const first = seen(server(vendor) as unknown as Document);
      expect(first).toEqual(app);
      expect(app.name).toEqual([vendor.name]);
    });
  }

  it("shows three tags and '+2 more', '$4,500' after 'Starting at', and the rating with one decimal", () => {
    const app = seen(react(dto()));
    expect(app.tags).toEqual(['Film', 'Elopements', 'Engagements', '+2 more']);
    expect(app.price).toEqual(['Starting at $4,500']);
    expect(app.rating).toEqual(['4.8', '(1 review)']);
    expect(app.replyTime).toEqual(['Usually replies within 3 hours']);
    expect(seen(react(dto({ replyTimeLabel: null }))).replyTime).toEqual([]);
    expect(app.photo).toEqual(['/media/vendors/golden-hour-lens/1-medium.jpg', 'The Golden Hour & "Lens"', '1200', '400']);
  });
});
