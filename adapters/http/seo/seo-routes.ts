import { Hono } from 'hono';
import type { ListSitemapEntries } from '../../../application/seo/list-sitemap-entries.ts';
import type { RenderedPage } from '../web.ts';
import { renderHead, resolveSeoPage, type SeoDeps } from './seo-pages.ts';

export interface SeoRouteDeps extends SeoDeps {
  listSitemapEntries: ListSitemapEntries;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml and robots.txt, with absolute URLs on the public base URL (never localhost in production). */
export const seoRoutes = (d: SeoRouteDeps) =>
  new Hono()
    .get('/sitemap.xml', async (c) => {
      const entries = await d.listSitemapEntries.execute();
      const urls = entries
        .map(
          (e) =>
            `  <url><loc>${xmlEscape(`${d.baseUrl}${e.path}`)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}<priority>${e.priority.toFixed(1)}</priority></url>`,
        )
        .join('\n');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        ['User-agent: *', 'Disallow: /admin', 'Disallow: /vendor/', 'Disallow: /login', 'Disallow: /auth/', 'Disallow: /upgrade', 'Disallow: /api/', '', `Sitemap: ${d.baseUrl}/sitemap.xml`, ''].join('\n'),
      );
    });

export const pageRenderer =
  (d: SeoDeps) =>
  async (pathname: string): Promise<RenderedPage> => {
    const page = await resolveSeoPage(pathname, d);
    return { status: page.status, head: renderHead(page, d.baseUrl) };
  };
