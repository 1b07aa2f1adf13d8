import { describe, expect, it } from 'vitest';
import type { SitemapEntry, SitemapFile } from '../../../application/seo/list-sitemap-entries.ts';
import { seoRoutes, type SeoRouteDeps } from './seo-routes.ts';
import { SitemapFiles } from './sitemap-files.ts';

/** The sitemap routes over fake use cases: two vendor files, the second after the cursor 'm'; reads are counted. */
const harness = (keep = true) => {
  const reads: Array<string | null> = [];
  const d = {
    baseUrl: 'https://example.com',
    listSitemapFiles: { execute: async (): Promise<SitemapFile[]> => [{ kind: 'pages' }, { kind: 'vendors', after: null }, { kind: 'vendors', after: 'm' }] },
    listSitemapEntries: { execute: async (): Promise<SitemapEntry[]> => [{ path: '/', priority: 1 }] },
    listSitemapVendors: {
      execute: async (after: string | null): Promise<SitemapEntry[]> => {
        reads.push(after);
        return [{ path: `/vendors/after-${after ?? 'start'}`, priority: 0.6 }];
      },
    },
  } as unknown as SeoRouteDeps;
  const files = new SitemapFiles();
  return { app: seoRoutes(d, keep ? files : undefined), files, reads };
};

describe('sitemap routes with kept files', () => {
  it('keeps a later vendor file once the index has listed it, and never one for a cursor the index does not list', async () => {
    const h = harness();
    // Before any index: generated for the request, not kept.
    for (let i = 0; i < 2; i++) expect((await h.app.request('/sitemap-vendors.xml?after=m')).headers.get('x-cache')).toBe('MISS');
    expect(h.reads).toEqual(['m', 'm']);
    expect(await (await h.app.request('/sitemap.xml')).text()).toContain('<loc>https://example.com/sitemap-vendors.xml?after=m</loc>');
    await h.app.request('/sitemap-vendors.xml?after=m');
    expect((await h.app.request('/sitemap-vendors.xml?after=m')).headers.get('x-cache')).toBe('HIT');
    expect(h.reads).toEqual(['m', 'm', 'm']);
    // A made-up cursor is read for each request and kept nowhere.
    for (let i = 0; i < 2; i++) expect((await h.app.request('/sitemap-vendors.xml?after=zzz')).headers.get('x-cache')).toBe('MISS');
    expect(h.reads.filter((r) => r === 'zzz')).toHaveLength(2);
    expect(h.files.size).toBe(2);
    // After a change the index must be read again before later files are kept.
    h.files.invalidate();
    await h.app.request('/sitemap-vendors.xml?after=m');
    expect((await h.app.request('/sitemap-vendors.xml?after=m')).headers.get('x-cache')).toBe('MISS');
  });
});

describe('sitemap routes without kept files', () => {
  it('reads the data for every request and answers as a kept file is answered: validators, gzip when accepted', async () => {
    const h = harness(false);
    const gz = await h.app.request('/sitemap-vendors.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect([gz.status, gz.headers.get('content-encoding'), gz.headers.get('x-cache')]).toEqual([200, 'gzip', 'MISS']);
    const plain = await h.app.request('/sitemap-vendors.xml');
    expect(await plain.text()).toContain('<loc>https://example.com/vendors/after-start</loc>');
    const etag = plain.headers.get('etag')!;
    expect((await h.app.request('/sitemap-vendors.xml', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(h.reads).toEqual([null, null, null]);
    expect(await (await h.app.request('/sitemap.xml')).text()).toContain('<loc>https://example.com/sitemap-pages.xml</loc>');
  });
});
