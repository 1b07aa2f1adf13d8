import fsp from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { errorBody } from './errors.ts';
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
}

const NO_CACHE = 'no-cache';
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
export const webRoutes = ({ webRoot, remotes, renderPage, injectHead }: WebOptions) => {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const remoteDist = new Map(remotes.map((r) => [r, path.join(webRoot, r, 'dist')]));
  const app = new Hono();
  const indexFile = path.join(shellDist, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;
  const readTemplate = async (): Promise<string | null> => {
    try {
      const stat = await fsp.stat(indexFile);
      if (!template || template.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: await fsp.readFile(indexFile, 'utf8') };
      return template.html;
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
      const html = await readTemplate();
      if (html === null) return c.text('The web app is not built yet. Run `npm run build` and restart.', 503);
      c.header('Cache-Control', NO_CACHE);
      if (!renderPage || !injectHead) return c.html(html);
      const page = await renderPage(pathname);
      const withHead = injectHead(html, page.head);
      return c.html(page.firstView ? await withFirstView(withHead, page.firstView) : withHead, page.status);
    }
    return c.text('Not found', 404);
  });

  return app;
};
