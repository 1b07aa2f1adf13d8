/**
 * A landing page is drawn once per set of its parts (ADR 32): the renderer hands out the same rendered page
 * while the filter, the category, the total and the cards are the objects the repositories hold, and draws
 * it anew as soon as any of them is another — an edited card, filter or category is never shown stale.
 */
import { describe, expect, it } from 'vitest';
import type { VendorSummary } from '../../../domain/listings/vendor.ts';
import { pageRenderer } from './seo-routes.ts';

const category = { id: 'c1', name: 'Photographers', slug: 'photographers' as const, imageKey: null, description: 'd', sortOrder: 1 };
const filter = { id: 'f1', name: 'Fine Art', slug: 'fine-art', seoTitle: 'Fine Art Photographers | Upstate Wedding Directory', seoDescription: 'Painterly photos.', metaKeywords: ['fine art'], isActive: true };

const vendor = (i: number, name = `Studio ${i}`): VendorSummary =>
  Object.freeze({
    id: `v${i}`,
    name,
    slug: `studio-${i}`,
    tagline: 'Light and film',
    category: { id: 'c1', name: 'Photographers', slug: 'photographers' },
    location: { city: 'Greenville', state: 'SC', zipCode: null, address: null, latitude: null, longitude: null },
    startingPrice: 2000,
    priceRange: 'moderate',
    isActive: true,
    isFeatured: false,
    isVerified: true,
    premierPartner: false,
    reviewStats: { averageRating: 4.5, totalReviews: 2 },
    primaryImage: null,
    tags: [],
    replyTimeHours: null,
  }) as unknown as VendorSummary;

interface Parts {
  category: typeof category;
  filter: typeof filter;
  items: VendorSummary[];
  total: number;
}

const rendererOver = (parts: () => Parts) =>
  pageRenderer({
    baseUrl: 'https://upstateweddingdirectory.com',
    mediaUrl: (key: string) => `/media/${key}`,
    listFilterVendors: {
      execute: async () => {
        const p = parts();
        return {
          category: { ...p.category, vendorCount: 40 },
          filter: { ...p.filter, vendorCount: p.total },
          // A new array each time, as a read gives: the page is kept by the objects in it.
          page: { items: [...p.items], total: p.total, page: 1, limit: 12, totalPages: 1 },
          held: { category: p.category, filter: p.filter },
        };
      },
    },
  } as never);

const PATH = '/photographers/fine-art';

describe('a landing page kept by its parts', () => {
  it('is rendered once while its filter, category, total and cards are the same objects', async () => {
    const items = [0, 1, 2, 3, 4].map((i) => vendor(i));
    const render = rendererOver(() => ({ category, filter, items, total: 5 }));
    const first = await render(PATH);
    expect(await render(PATH)).toBe(first);
    expect(first.head).toContain('<title>Fine Art Photographers | Upstate Wedding Directory</title>');
  });

  it('is drawn anew when a card is edited, in the first view and in the JSON-LD', async () => {
    let items = [0, 1, 2, 3, 4].map((i) => vendor(i));
    const render = rendererOver(() => ({ category, filter, items, total: 5 }));
    const before = await render(PATH);
    items = [vendor(0, 'Studio Zero Renamed'), ...items.slice(1, 4), vendor(4, 'Studio Four Renamed')];
    const after = await render(PATH);
    expect(after).not.toBe(before);
    expect(after.firstView?.html).toContain('Studio Zero Renamed');
    expect(after.head).toContain('"name":"Studio Four Renamed"');
    expect(before.head).not.toContain('Renamed');
  });

  it('is drawn anew when the total, the order, the filter or the category changes', async () => {
    const items = [0, 1, 2, 3].map((i) => vendor(i));
    let parts: Parts = { category, filter, items, total: 4 };
    const render = rendererOver(() => parts);
    const seen = [await render(PATH)];

    parts = { ...parts, total: 41 };
    seen.push(await render(PATH));
    expect(seen[1]!.firstView?.html).toContain('41');

    parts = { ...parts, items: [...items].reverse() };
    seen.push(await render(PATH));
    expect(seen[2]!.head.indexOf('Studio 3')).toBeLessThan(seen[2]!.head.indexOf('Studio 0'));

    parts = { ...parts, filter: { ...filter, seoTitle: 'Film Photographers Near Greenville | Upstate Wedding Directory' } };
    seen.push(await render(PATH));
    expect(seen[3]!.head).toContain('<title>Film Photographers Near Greenville | Upstate Wedding Directory</title>');

    parts = { ...parts, category: { ...category, name: 'Photography' } };
    seen.push(await render(PATH));
    expect(seen[4]!.head).toContain('"name":"Photography"');

    expect(new Set(seen).size).toBe(seen.length);
    // And kept again once unchanged.
    expect(await render(PATH)).toBe(seen[4]);
  });

  it('is not handed to a renderer with another site address', async () => {
    const items = [vendor(0)];
    const parts = () => ({ category, filter, items, total: 1 });
    const a = await rendererOver(parts)(PATH);
    const b = await pageRenderer({
      baseUrl: 'https://staging.example.com',
      mediaUrl: (key: string) => `/media/${key}`,
      listFilterVendors: { execute: async () => ({ category, filter, page: { items, total: 1, page: 1, limit: 12, totalPages: 1 }, held: { category, filter } }) },
    } as never)(PATH);
    expect(a.head).toContain('https://upstateweddingdirectory.com/photographers/fine-art');
    expect(b.head).toContain('https://staging.example.com/photographers/fine-art');
  });
});
