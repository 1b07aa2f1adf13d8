import { describe, expect, it } from 'vitest';
import { resolveSeoPage, type SeoDeps } from './seo-pages.ts';

/** A read a private page must not make. */
const noRead = { execute: () => Promise.reject(new Error('a private page reads nothing')) };

const deps = {
  baseUrl: 'https://upstateweddingdirectory.com',
  mediaUrl: (key: string) => `/media/${key}`,
  getCategory: noRead,
  listVendors: noRead,
  getPublicVendor: noRead,
  listFilterVendors: noRead,
} as unknown as SeoDeps;

describe('the shortlist page head (issue 39)', () => {
  it('is found and kept out of search engines: the list is one browser\'s', async () => {
    for (const path of ['/shortlist', '/shortlist/']) {
      const head = await resolveSeoPage(path, deps);
      expect(head, path).toMatchObject({ status: 200, robots: 'noindex, nofollow', canonicalPath: null });
    }
  });
});
