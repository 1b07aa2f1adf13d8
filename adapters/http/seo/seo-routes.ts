import { Hono, type Context } from 'hono';
import { ListSitemapEntries, ListSitemapFiles, ListSitemapVendors, type SitemapEntry } from '../../../application/seo/list-sitemap-entries.ts';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';
import type { RenderedPage } from '../web.ts';
import { renderHead, resolveSeoPage, SEO_PAGE_USE_CASES, type SeoDeps, type SeoPageOptions } from './seo-pages.ts';
import { sitemapAnswer, SitemapFiles } from './sitemap-files.ts';
import { badgeAnswer } from './award-badge.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';

/** The use cases the server-rendered heads, first views and sitemaps read, resolved by class (ADR 12). */
const SEO_USE_CASES = {
  ...SEO_PAGE_USE_CASES,
  listSitemapEntries: ListSitemapEntries,
  listSitemapFiles: ListSitemapFiles,
  listSitemapVendors: ListSitemapVendors,
};

/** What the SEO routes and the page renderer are given: their use cases, the site's address and photo URLs. */
export type SeoRouteDeps = UseCaseInstances<typeof SEO_USE_CASES> & SeoPageOptions;

export const seoRouteDeps = (use: UseCases, options: SeoPageOptions): SeoRouteDeps => ({ ...resolveAll(use, SEO_USE_CASES), ...options });

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A vendor file's path, by the slug it starts after. */
const vendorsPath = (after: string | null) => (after === null ? '/sitemap-vendors.xml' : `/sitemap-vendors.xml?after=${encodeURIComponent(after)}`);
/** A keyset cursor is a vendor slug: not empty, no longer than the column. */
const isCursor = (s: string) => s.length > 0 && s.length <= 191;
/** A badge's file name: a vendor slug and '.svg'. */
const BADGE_FILE = /^([a-z0-9-]{1,191})\.svg$/;

/**
 * sitemap.xml (a sitemap index) and its files, and robots.txt, with absolute URLs on the public base URL
 * (never localhost in production). The index lists /sitemap-pages.xml (home, lists, categories, filter
 * pages, static pages) and one /sitemap-vendors.xml?after=… per VENDORS_PER_SITEMAP vendors, so no file
 * nears the protocol's 50 000-URL limit however many vendors there are, and each reads only its own
 * vendors (keyset on the slug).
 *
 * With `kept` (ADR 19) each file is generated once per change of the data and kept gzipped until the next
 * write; without it every request reads the data. Either way a file is answered gzipped, with
 * `Last-Modified` and an ETag for conditional requests.
 */
export const seoRoutes = (d: SeoRouteDeps, kept?: SitemapFiles) => {
  const files = kept ?? new SitemapFiles();
  const loc = (path: string) => `<loc>${escapeHtml(`${d.baseUrl}${path}`)}</loc>`;
  const xml = (root: 'urlset' | 'sitemapindex', lines: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">\n${lines.join('\n')}\n</${root}>\n`;
  const urlset = (entries: SitemapEntry[]) => {
    const lines = entries.map((e) => {
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url>${loc(e.path)}${lastmod}<priority>${e.priority.toFixed(1)}</priority></url>`;
    });
    return xml('urlset', lines);
  };

  /** A file's answer, conditional and gzipped as asked; kept under its path when `keep` (and files are kept at all). */
  const serve = async (c: Context, path: string, make: () => Promise<string>, keep: boolean) => {
    const { file, hit } = await files.get(path, make, kept !== undefined && keep);
    const request = { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') };
    return sitemapAnswer(file, request, hit);
  };

  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const version = files.version;
      const make = async () => {
        const paths = (await d.listSitemapFiles.execute()).map((f) => (f.kind === 'pages' ? '/sitemap-pages.xml' : vendorsPath(f.after)));
        files.listed(paths, version);
        return xml('sitemapindex', paths.map((path) => `  <sitemap>${loc(path)}</sitemap>`));
      };
      return serve(c, '/sitemap.xml', make, true);
    })
    .get('/sitemap-pages.xml', async (c) => serve(c, '/sitemap-pages.xml', async () => urlset(await d.listSitemapEntries.execute()), true))
    .get('/sitemap-vendors.xml', async (c) => {
      const after = c.req.query('after') ?? null;
      if (after !== null && !isCursor(after)) return c.text('Not found', 404);
      const path = vendorsPath(after);
      // The first vendor file always exists; the others are kept once the index lists them.
      return serve(c, path, async () => urlset(await d.listSitemapVendors.execute(after)), after === null || files.isListed(path));
    })
    // The embeddable 'Couples' Choice' badge (issue 40 §5): 404 for an unknown or inactive vendor, or one without the award now.
    .get('/badges/couples-choice/:file', async (c) => {
      const slug = BADGE_FILE.exec(c.req.param('file'))?.[1];
      if (!slug) return badgeAnswer(c, null);
      try {
        return badgeAnswer(c, (await d.getPublicVendor.execute(slug)).couplesChoiceYear);
      } catch (e) {
        if (e instanceof DomainError && e.code === 'VENDOR_NOT_FOUND') return badgeAnswer(c, null);
        throw e;
      }
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        ['User-agent: *', 'Disallow: /admin', 'Disallow: /vendor/', 'Disallow: /login', 'Disallow: /auth/', 'Disallow: /upgrade', 'Disallow: /api/', '', `Sitemap: ${d.baseUrl}/sitemap.xml`, ''].join('\n'),
      );
    });
};

/** A page's head as HTML, and what its first view is drawn from. */
export const pageRenderer = (d: SeoDeps) => async (pathname: string, query = ''): Promise<RenderedPage> => {
  const page = await resolveSeoPage(pathname, d, query);
  return { status: page.status, head: renderHead(page, d.baseUrl), ...(page.firstView ? { firstView: page.firstView } : {}) };
};
