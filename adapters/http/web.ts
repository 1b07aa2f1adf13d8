import fsp from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { errorBody } from './errors.ts';
import { respondFromEntry, type ResponseCache } from './response-cache.ts';
import { fileResponse, safeJoin } from './static-files.ts';

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD. */
  head: string;
  /**
   * The page's first view (seo/first-view.ts): HTML put before the app's root, and the remote stylesheets
   * it needs, as `<remote>/<name>` of `/mf/<remote>/assets/<name>-<hash>.css`, linked in the head.
   */
  firstView?: { html: string; styles: readonly string[] };
}

export interface WebOptions {
  /** Folder holding microfrontends/<app>/dist. */
  webRoot: string;
  remotes: readonly string[];
  /** Server-side head for a page path (SEO); without it the shell's index.html is served as built. */
  renderPage?: (pathname: string) => Promise<RenderedPage>;
  /** Puts the rendered head into the shell's index.html. */
  injectHead?: (template: string, head: string) => string;
  /**
   * The public read cache (ADR 6, ADR 19): rendered pages are kept there, for its TTL and until the next
   * write, like the API's public reads. The HTML depends on the path and the data only (no nonce, no
   * visitor), so the finished bytes and their gzip are kept.
   */
  cache?: ResponseCache;
}

const NO_CACHE = 'no-cache';
const PAGE_HEADERS = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': NO_CACHE };
const MAX_PAGE_KEY = 1024;
const utf8 = new TextEncoder();
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under assets/; everything else (index.html, remoteEntry.js) must revalidate. */
const cacheControlFor = (relative: string) => (/(^|\/)assets\//.test(relative) ? IMMUTABLE : NO_CACHE);

/**
 * A page navigation is a path without a file extension whose client accepts HTML (browsers send
 * text/html; curl and crawlers often send *\/* or nothing). A missing file with an extension is an asset.
 */
const isPageNavigation = (pathname: string, accept: string | undefined) => {
  if (path.posix.extname(pathname) !== '') return false;
  const a = (accept ?? '*/*').toLowerCase();
  return a.includes('text/html') || a.includes('*/*');
};

/**
 * Serves the built micro-frontends: /mf/<remote>/… from each remote's dist, everything else from the
 * shell's dist, and the shell's index.html for page navigations (SPA fallback). A missing asset is a 404,
 * never index.html, so a broken deploy fails loudly instead of executing HTML as JavaScript.
 */
export const webRoutes = ({ webRoot, remotes, renderPage, injectHead, cache }: WebOptions) => {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const remoteDist = new Map(remotes.map((r) => [r, path.join(webRoot, r, 'dist')]));
  const app = new Hono();
  const indexFile = path.join(shellDist, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;
  /** The shell's index.html, read again when it changes; its mtime names the build in page cache keys. */
  const readTemplate = async (): Promise<{ mtimeMs: number; html: string } | null> => {
    try {
      const stat = await fsp.stat(indexFile);
      if (!template || template.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: await fsp.readFile(indexFile, 'utf8') };
      return template;
    } catch {
      return null;
    }
  };

  /** `<remote>/<name>` → the URL of that remote's built `<name>-<hash>.css`, or null (read once per build). */
  const stylesheets = new Map<string, { mtimeMs: number; href: string | null }>();
  const stylesheetHref = async (style: string): Promise<string | null> => {
    const [remote, name] = style.split('/');
    const dist = remote ? remoteDist.get(remote) : undefined;
    if (!dist || !name) return null;
    const assets = path.join(dist, 'assets');
    try {
      const { mtimeMs } = await fsp.stat(assets);
      const known = stylesheets.get(style);
      if (known && known.mtimeMs === mtimeMs) return known.href;
      const file = (await fsp.readdir(assets)).find((f) => f.startsWith(`${name}-`) && f.endsWith('.css') && /^[\w-]{8}$/.test(f.slice(name.length + 1, -4)));
      const href = file ? `/mf/${remote}/assets/${file}` : null;
      stylesheets.set(style, { mtimeMs, href });
      return href;
    } catch {
      return null;
    }
  };
  /** The first view goes just before the app's root; its stylesheets at the end of the head. */
  const withFirstView = async (html: string, view: NonNullable<RenderedPage['firstView']>): Promise<string> => {
    const root = '<div id="root"></div>';
    if (!html.includes(root)) return html;
    const links = (await Promise.all(view.styles.map(stylesheetHref))).filter((h): h is string => !!h).map((h) => `<link rel="stylesheet" href="${h}">`);
    // Replacer functions: the HTML holds vendors' texts, where '$&' or "$'" must stay literal.
    return html.replace(/<\/head>/i, () => `${links.join('')}</head>`).replace(root, () => `${view.html}${root}`);
  };

  app.get('/mf/:remote/*', async (c) => {
    const dist = remoteDist.get(c.req.param('remote'));
    const relative = c.req.path.replace(/^\/mf\/[^/]+\//, '');
    const file = dist ? safeJoin(dist, relative) : null;
    const res = file ? await fileResponse(file, { 'Cache-Control': cacheControlFor(relative) }, c.req.method) : null;
    return res ?? c.text('Not found', 404);
  });

  app.get('*', async (c) => {
    const pathname = c.req.path;
    if (pathname.startsWith('/api/') || pathname === '/api') return c.json(errorBody('NOT_FOUND', 'No such API route'), 404);
    const relative = pathname.replace(/^\/+/, '');
    if (relative) {
      const file = safeJoin(shellDist, relative);
      const res = file ? await fileResponse(file, { 'Cache-Control': cacheControlFor(relative) }, c.req.method) : null;
      if (res) return res;
    }
    if (isPageNavigation(pathname, c.req.header('accept'))) {
      const shell = await readTemplate();
      if (shell === null) return c.text('The web app is not built yet. Run `npm run build` and restart.', 503);
      const html = shell.html;
      if (!renderPage || !injectHead) {
        c.header('Cache-Control', NO_CACHE);
        return c.html(html);
      }
      const render = async (): Promise<{ status: 200 | 404; html: string }> => {
        const page = await renderPage(pathname);
        const withHead = injectHead(html, page.head);
        return { status: page.status, html: page.firstView ? await withFirstView(withHead, page.firstView) : withHead };
      };
      const key = cache?.enabled && c.req.method === 'GET' ? `page:${shell.mtimeMs}:${pathname}` : null;
      if (cache && key && key.length <= MAX_PAGE_KEY) {
        // Concurrent misses of one page share one render; only 200s are kept (a 404 is rendered every time,
        // as the API's not-found answers are read every time).
        const own: { page?: { status: 200 | 404; html: string } } = {};
        const { entry, hit } = await cache.through(key, async () => {
          const page = (own.page = await render());
          return page.status === 200 ? cache.entryFrom(200, utf8.encode(page.html), PAGE_HEADERS) : null;
        });
        if (entry) return respondFromEntry(entry, c.req.header('accept-encoding'), hit ? 'HIT' : 'MISS', c.req.header('if-none-match'));
        // A 404 (this request's render, or its own when it waited for another request's 404).
        const page = own.page ?? (await render());
        c.header('Cache-Control', NO_CACHE);
        c.header('X-Cache', 'MISS');
        return c.html(page.html, page.status);
      }
      c.header('Cache-Control', NO_CACHE);
      const page = await render();
      return c.html(page.html, page.status);
    }
    return c.text('Not found', 404);
  });

  return app;
};
