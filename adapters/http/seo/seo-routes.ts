import { Hono, type Context } from 'hono';
import { GetCategory } from '../../../application/categories/get-category.ts';
import { GetPublicFilter, ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import { ListSitemapEntries, ListSitemapFiles, ListSitemapVendors, type SitemapEntry } from '../../../application/seo/list-sitemap-entries.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';
import type { RenderedPage } from '../web.ts';
import { renderFirstView } from './first-view.ts';
import { renderHead, resolveSeoPage, type SeoDeps } from './seo-pages.ts';
import { sitemapAnswer, type SitemapFiles } from './sitemap-files.ts';

export interface SeoRouteDeps extends SeoDeps {
  listSitemapEntries: ListSitemapEntries;
  listSitemapFiles: ListSitemapFiles;
  listSitemapVendors: ListSitemapVendors;
}

/** The use cases the server-rendered heads, first views and sitemaps read, resolved by class (ADR 12). */
const SEO_USE_CASES = {
  getCategory: GetCategory,
  listVendors: ListVendors,
  getPublicVendor: GetPublicVendor,
  getPublicFilter: GetPublicFilter,
  listFilterVendors: ListFilterVendors,
  listSitemapEntries: ListSitemapEntries,
  listSitemapFiles: ListSitemapFiles,
  listSitemapVendors: ListSitemapVendors,
};

/** What the SEO routes and the page renderer are given: their use cases, the site's address and photo URLs. */
export const seoRouteDeps = (use: UseCases, options: Pick<SeoDeps, 'baseUrl' | 'mediaUrl' | 'today' | 'sanitizeRichText'>): SeoRouteDeps => ({ ...resolveAll(use, SEO_USE_CASES), ...options });

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const INDEX_KEY = 'index';
const PAGES_KEY = 'pages';
const vendorsKey = (after: string | null) => (after === null ? 'vendors' : `vendors?after=${after}`);
/** A keyset cursor is a vendor slug: not empty, no longer than the column. */
const isCursor = (s: string) => s.length > 0 && s.length <= 191;

/**
 * sitemap.xml (a sitemap index) and its files, and robots.txt, with absolute URLs on the public base URL
 * (never localhost in production). The index lists /sitemap-pages.xml (home, lists, categories, filter
 * pages, static pages) and one /sitemap-vendors.xml?after=… per VENDORS_PER_SITEMAP vendors, so no file
 * nears the protocol's 50 000-URL limit however many vendors there are, and each reads only its own
 * vendors (keyset on the slug).
 *
 * With `files` (ADR 19) each file is generated once per change of the data and kept gzipped until the next
 * write, with `Last-Modified` and an ETag for conditional requests; without it every request reads the data.
 */
export const seoRoutes = (d: SeoRouteDeps, files?: SitemapFiles) => {
  /** A vendor file has 10 000 entries: the day strings are made once per day, not once per entry. */
  const urlset = (entries: SitemapEntry[]) => {
    const days = new Map<number, string>();
    const day = (at: Date) => {
      const key = Math.floor(at.getTime() / 86_400_000);
      let s = days.get(key);
      if (s === undefined) days.set(key, (s = at.toISOString().slice(0, 10)));
      return s;
    };
    const lines = entries.map(
      (e) => `  <url><loc>${escapeHtml(`${d.baseUrl}${e.path}`)}</loc>${e.lastModified ? `<lastmod>${day(e.lastModified)}</lastmod>` : ''}<priority>${e.priority.toFixed(1)}</priority></url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${lines.join('\n')}\n</urlset>\n`;
  };
  const indexXml = async (): Promise<{ xml: string; keys: string[] }> => {
    const listed = await d.listSitemapFiles.execute();
    const locs = listed.map((f) => (f.kind === 'pages' ? '/sitemap-pages.xml' : f.after === null ? '/sitemap-vendors.xml' : `/sitemap-vendors.xml?after=${encodeURIComponent(f.after)}`));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${locs
      .map((l) => `  <sitemap><loc>${escapeHtml(`${d.baseUrl}${l}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
    return { xml, keys: listed.map((f) => (f.kind === 'pages' ? PAGES_KEY : vendorsKey(f.after))) };
  };
  const pagesXml = async () => urlset(await d.listSitemapEntries.execute());
  const vendorsXml = (after: string | null) => async () => urlset(await d.listSitemapVendors.execute(after));

  /** A kept file's answer (or a file's that is not kept: `kept` false), conditional and gzipped as asked. */
  const serve = async (c: Context, store: SitemapFiles, key: string, make: () => Promise<string>, kept: boolean) => {
    const { file, hit } = kept ? await store.get(key, make) : { file: await store.passingThrough(key, make), hit: false };
    return sitemapAnswer(
      file,
      { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') },
      SITEMAP_HEADERS,
      hit ? 'HIT' : 'MISS',
    );
  };

  return new Hono()
    .get('/sitemap.xml', async (c) => {
      if (!files) return c.body((await indexXml()).xml, 200, SITEMAP_HEADERS);
      const version = files.version;
      return serve(
        c,
        files,
        INDEX_KEY,
        async () => {
          const { xml, keys } = await indexXml();
          files.listed(keys, version);
          return xml;
        },
        true,
      );
    })
    .get('/sitemap-pages.xml', async (c) => (files ? serve(c, files, PAGES_KEY, pagesXml, true) : c.body(await pagesXml(), 200, SITEMAP_HEADERS)))
    .get('/sitemap-vendors.xml', async (c) => {
      const after = c.req.query('after') ?? null;
      if (after !== null && !isCursor(after)) return c.text('Not found', 404);
      if (!files) return c.body(await vendorsXml(after)(), 200, SITEMAP_HEADERS);
      const key = vendorsKey(after);
      // The first vendor file always exists; the others are kept once the index lists them.
      return serve(c, files, key, vendorsXml(after), after === null || files.isListed(key));
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        ['User-agent: *', 'Disallow: /admin', 'Disallow: /vendor/', 'Disallow: /login', 'Disallow: /auth/', 'Disallow: /upgrade', 'Disallow: /api/', '', `Sitemap: ${d.baseUrl}/sitemap.xml`, ''].join('\n'),
      );
    });
};

/** A page's head and first view as HTML. */
export const pageRenderer = (d: SeoDeps) => async (pathname: string, query = ''): Promise<RenderedPage> => {
  const page = await resolveSeoPage(pathname, d, query);
  return { status: page.status, head: renderHead(page, d.baseUrl), ...(page.firstView ? { firstView: renderFirstView(page.firstView) } : {}) };
};
