import fsp from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { errorBody } from './errors.ts';
import { utf8Of } from './route-answers.ts';
import { respondFromEntry, type ResponseCache } from './response-cache.ts';
import { fileResponse, safeJoin } from './static-files.ts';
import type { FirstView, RenderFirstView } from '../../domain/listings/first-view.ts';

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD. */
  head: string;
  /**
   * What the page's first view is drawn from (ADR 9): drawn by the public remote's built first-view module,
   * put before the app's root, with the remote stylesheets it needs linked in the head.
   */
  firstView?: FirstView;
}

export interface WebOptions {
  /** Folder holding microfrontends/<app>/dist. */
  webRoot: string;
  remotes: readonly string[];
  /** Server-side head for a page path (SEO); without it the shell's index.html is served as built. */
  renderPage?: (pathname: string, query: string) => Promise<RenderedPage>;
  /**
   * The part of a page's query string its HTML depends on, normalized (a list's `date`, `guests` and
   * `maxPrice`, issue 36): given to renderPage and part of the page's cache key. Without it, none.
   */
  pageQuery?: (pathname: string, params: URLSearchParams) => string;
  /**
   * Puts the rendered head into the shell's index.html. Called once per build, with a marker for the head:
   * the template is cut where the marker lands, and each page joins its head into those pieces.
   */
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
 * Whether compressResponses and hono/compress (body-and-compression.ts) would answer this Accept-Encoding with gzip: the first of
 * gzip and deflate with q=1, else the one with the highest q above 0, a `*` counting for an encoding not named.
 */
const compressesWithGzip = (acceptEncoding: string | undefined): boolean => {
  // compressResponses hands a request to hono/compress only when it names gzip or deflate.
  if (!acceptEncoding || !/\b(gzip|deflate)\b/i.test(acceptEncoding)) return false;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  const q = (encoding: string) => accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
  const gzip = q('gzip');
  return gzip === 1 || (gzip > 0 && gzip >= q('deflate'));
};

/**
 * A rendered page's answer. A client that accepts gzip gets it gzipped here, in one call of zlib on the
 * page's bytes (~0.12 ms for a landing page), with the headers hono/compress gave it: a page not kept by
 * the read cache went through hono/compress's CompressionStream, a web stream the Node adapter then
 * pumped chunk by chunk, which cost some 1.2 ms of CPU a page, more than rendering it.
 */
const pageAnswer = (c: Context, page: FilledPage, extra: Record<string, string> = {}): Response => {
  if (c.req.method !== 'HEAD' && compressesWithGzip(c.req.header('accept-encoding'))) {
    // Whatever its size: hono/compress had no Content-Length to compare with its threshold.
    return new Response((page.gzip ??= gzipSync(utf8Of(page.html)) as Uint8Array<ArrayBuffer>), {
      status: page.status,
      headers: { ...PAGE_HEADERS, ...extra, vary: 'Accept-Encoding', 'content-encoding': 'gzip' },
    });
  }
  c.header('Cache-Control', NO_CACHE);
  for (const [name, value] of Object.entries(extra)) c.header(name, value);
  // c.html's answer, with the page as its UTF-8 bytes (one pass over it, not a measure and a write: ADR 29).
  return c.body((page.utf8 ??= utf8Of(page.html)), page.status, { 'content-type': 'text/html; charset=UTF-8' });
};

/**
 * A page joined into the shell's template, and its bytes once made: a page kept by its parts (ADR 32) is
 * encoded, and gzipped, once, not once per request. Nothing writes into the bytes once they are made.
 */
interface FilledPage {
  status: 200 | 404;
  html: string;
  utf8?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * How often the build's files are looked at again (index.html, a remote's assets folder): a new build is
 * served from the next look, at most this long after it is written. Not once per request: a stat is a trip
 * through the thread pool, and three of them were a fifth of a page's CPU.
 */
const BUILD_CHECK_MS = 1000;

/** `fsp.stat(file)`'s mtime (null when there is no such file), done at most once per `ms`. */
const statAtMostEvery = (file: string, ms: number): (() => Promise<{ mtimeMs: number } | null>) => {
  let last: { at: number; stat: Promise<{ mtimeMs: number } | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) last = { at: now, stat: fsp.stat(file).then((s) => ({ mtimeMs: s.mtimeMs }), () => null) };
    return last.stat;
  };
};

/** Whether a folder holds a file without an extension (a Vite build has none); true when it cannot be read. */
const hasExtensionless = async (dir: string): Promise<boolean> => {
  try {
    return (await fsp.readdir(dir, { recursive: true, withFileTypes: true })).some((e) => !e.isDirectory() && path.extname(e.name) === '');
  } catch {
    return true;
  }
};

/**
 * The public remote's first view built for the server (microfrontends/public/src/first-view/render.tsx,
 * `npm run build`): the remote's own components draw the top of a page from the data the server has read.
 */
const FIRST_VIEW_MODULE = path.join('public', 'dist', 'first-view', 'render.js');

/**
 * The first view as a picture: `inert` and `aria-hidden`, nothing in it can be focused or read out, until
 * the shell removes it once the app has drawn the same page (microfrontends/shell/src/first-view.ts).
 */
const asPicture = (html: string) => `<div id="first-view" class="first-view" inert aria-hidden="true">${html}</div>`;

/** A page of the shell: its head, and its first view with the `<link>`s of that view's stylesheets. */
interface PageTemplate {
  fill: (head: string, firstView: { html: string; links: string } | null) => string;
}

const ROOT = '<div id="root"></div>';
const HEAD_MARK = '\u0000uwd-head\u0000';

/**
 * The shell's index.html cut once per build where a page's parts go: the head where `injectHead` puts it,
 * the first view's stylesheets before `</head>` and the first view before the app's root (only when the
 * template has that root). A page is then a join of strings; the same text as injecting the head and
 * inserting the first view into each page, since a rendered head holds only escaped text (no `</head>`,
 * no root of its own) and is put in as it is (no `$&` patterns).
 */
const pageTemplate = (template: string, injectHead: (template: string, head: string) => string): PageTemplate => {
  if (template.includes(HEAD_MARK)) {
    return { fill: (head, view) => insertFirstView(injectHead(view ? appStartedAfterFirstPaint(template) : template, head), view) };
  }
  const plain = cutTemplate(template, injectHead);
  const drawn = cutTemplate(appStartedAfterFirstPaint(template), injectHead);
  return { fill: (head, view) => (view ? drawn : plain).fill(head, view) };
};

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell's page for a first view: its entry script and module preloads handed to first-view-boot.js
 * (the shell's public file, kept without comments: it counts in the first load), which starts them on the
 * browser's first paint (a PerformanceObserver of 'paint'), or after a second if nothing paints (a hidden
 * tab), so the stylesheets that paint the first view have the bandwidth first (Lighthouse mobile: largest
 * paint 2.0-2.3 s -> 1.1-1.5 s).
 */
export const appStartedAfterFirstPaint = (template: string): string => {
  const entry = MODULE_ENTRY.exec(template);
  if (!entry || !template.includes(ROOT) || !/<\/body>/i.test(template)) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `<script src="/first-view-boot.js" defer data-entry="${entry[1]}" data-preloads="${preloads.join(' ')}"></script>`;
  return template.replace(entry[0], '').replace(MODULE_PRELOAD, '').replace(/<\/body>/i, () => `${boot}</body>`);
};

/** The template cut where a page's parts go (pageTemplate). */
const cutTemplate = (template: string, injectHead: (template: string, head: string) => string): PageTemplate => {
  const marked = injectHead(template, HEAD_MARK);
  const slots: Array<{ at: number; length: number; slot: 'head' | 'links' | 'view' }> = [];
  for (let at = marked.indexOf(HEAD_MARK); at !== -1; at = marked.indexOf(HEAD_MARK, at + HEAD_MARK.length)) slots.push({ at, length: HEAD_MARK.length, slot: 'head' });
  const rootAt = marked.indexOf(ROOT);
  if (rootAt !== -1) {
    const headEnd = /<\/head>/i.exec(marked);
    if (headEnd) slots.push({ at: headEnd.index, length: 0, slot: 'links' });
    slots.push({ at: rootAt, length: 0, slot: 'view' });
  }
  slots.sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const s of slots) {
    texts.push(marked.slice(from, s.at));
    from = s.at + s.length;
  }
  texts.push(marked.slice(from));
  const order = slots.map((s) => s.slot);
  return {
    fill: (head, view) => {
      let html = texts[0]!;
      for (let i = 0; i < order.length; i++) {
        const slot = order[i];
        html += (slot === 'head' ? head : !view ? '' : slot === 'links' ? view.links : view.html) + texts[i + 1]!;
      }
      return html;
    },
  };
};

/** The first view put into a page the slow way (a template holding HEAD_MARK itself, never in a build). */
const insertFirstView = (html: string, view: { html: string; links: string } | null): string => {
  if (!view || !html.includes(ROOT)) return html;
  return html.replace(/<\/head>/i, () => `${view.links}</head>`).replace(ROOT, () => `${view.html}${ROOT}`);
};

interface ShellBuild {
  mtimeMs: number;
  html: string;
  /** Whether the shell's dist has a file a page's path (no extension) could name. */
  hasExtensionlessFiles: boolean;
  /** The pages' template, when the pages have a rendered head. */
  page: PageTemplate | null;
}

/**
 * Serves the built micro-frontends: /mf/<remote>/… from each remote's dist, everything else from the
 * shell's dist, and the shell's index.html for page navigations (SPA fallback). A missing asset is a 404,
 * never index.html, so a broken deploy fails loudly instead of executing HTML as JavaScript.
 */
export const webRoutes = ({ webRoot, remotes, renderPage, injectHead, cache, pageQuery }: WebOptions) => {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const remoteDist = new Map(remotes.map((r) => [r, path.join(webRoot, r, 'dist')]));
  const app = new Hono();
  const indexFile = path.join(shellDist, 'index.html');
  const indexStat = statAtMostEvery(indexFile, BUILD_CHECK_MS);
  let build: ShellBuild | null = null;
  let building: { mtimeMs: number; promise: Promise<ShellBuild> } | null = null;
  /**
   * The shell's build: its index.html, read again when it changes (its mtime names the build in page cache
   * keys), cut once into the pieces a page is joined from, and the extensionless files of its dist.
   */
  const readBuild = async (): Promise<ShellBuild | null> => {
    const stat = await indexStat();
    if (!stat) return null;
    if (build && build.mtimeMs === stat.mtimeMs) return build;
    if (!building || building.mtimeMs !== stat.mtimeMs) {
      const mtimeMs = stat.mtimeMs;
      const promise = (async (): Promise<ShellBuild> => {
        const [html, hasExtensionlessFiles] = await Promise.all([fsp.readFile(indexFile, 'utf8'), hasExtensionless(shellDist)]);
        return { mtimeMs, html, hasExtensionlessFiles, page: injectHead ? pageTemplate(html, injectHead) : null };
      })();
      building = { mtimeMs, promise };
      promise.then(
        (b) => {
          if (building?.promise !== promise) return;
          build = b;
          building = null;
        },
        () => {
          if (building?.promise === promise) building = null;
        },
      );
    }
    try {
      return await building.promise;
    } catch {
      return null;
    }
  };

  /** `<remote>/<name>` → the URL of that remote's built `<name>-<hash>.css`, or null (read once per build). */
  const stylesheets = new Map<string, { mtimeMs: number; href: string | null }>();
  const assetsStats = new Map<string, () => Promise<{ mtimeMs: number } | null>>();
  const stylesheetHref = async (style: string): Promise<string | null> => {
    const [remote, name] = style.split('/');
    const dist = remote ? remoteDist.get(remote) : undefined;
    if (!dist || !name) return null;
    const assets = path.join(dist, 'assets');
    let assetsStat = assetsStats.get(assets);
    if (!assetsStat) assetsStats.set(assets, (assetsStat = statAtMostEvery(assets, BUILD_CHECK_MS)));
    const stat = await assetsStat();
    if (!stat) return null;
    const { mtimeMs } = stat;
    const known = stylesheets.get(style);
    if (known && known.mtimeMs === mtimeMs) return known.href;
    try {
      const file = (await fsp.readdir(assets)).find((f) => f.startsWith(`${name}-`) && f.endsWith('.css') && /^[\w-]{8}$/.test(f.slice(name.length + 1, -4)));
      const href = file ? `/mf/${remote}/assets/${file}` : null;
      stylesheets.set(style, { mtimeMs, href });
      return href;
    } catch {
      return null;
    }
  };
  /** The built first-view module, imported again when a build replaces it; null until the remote is built. */
  const firstViewFile = path.join(webRoot, FIRST_VIEW_MODULE);
  const firstViewStat = statAtMostEvery(firstViewFile, BUILD_CHECK_MS);
  let firstViewModule: { mtimeMs: number; render: Promise<RenderFirstView> } | null = null;
  const firstViewRenderer = async (): Promise<RenderFirstView | null> => {
    const stat = await firstViewStat();
    if (!stat) return null;
    if (firstViewModule?.mtimeMs !== stat.mtimeMs) {
      const url = `${pathToFileURL(firstViewFile).href}?v=${stat.mtimeMs}`;
      const render = import(url).then((m: { renderFirstView: RenderFirstView }) => m.renderFirstView);
      firstViewModule = { mtimeMs: stat.mtimeMs, render };
    }
    return firstViewModule.render;
  };
  /** The `<link>`s of the first view's stylesheets, for the end of the head. */
  const styleLinks = async (styles: readonly string[]): Promise<string> => {
    let links = '';
    for (const href of await Promise.all(styles.map(stylesheetHref))) if (href) links += `<link rel="stylesheet" href="${href}">`;
    return links;
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
    const navigation = isPageNavigation(pathname, c.req.header('accept'));
    // A page's path has no extension: the shell's dist is asked only if it has such a file (listed per
    // build), instead of a failed stat of the disk on every page view.
    const shell = navigation ? await readBuild() : null;
    if (relative && (!shell || shell.hasExtensionlessFiles)) {
      const file = safeJoin(shellDist, relative);
      const res = file ? await fileResponse(file, { 'Cache-Control': cacheControlFor(relative) }, c.req.method) : null;
      if (res) return res;
    }
    if (navigation) {
      if (shell === null) return c.text('The web app is not built yet. Run `npm run build` and restart.', 503);
      const template = shell.page;
      if (!renderPage || !template) {
        c.header('Cache-Control', NO_CACHE);
        return c.html(shell.html);
      }
      const query = pageQuery ? pageQuery(pathname, new URL(c.req.url).searchParams) : '';
      const render = async (): Promise<FilledPage> => {
        const page = await renderPage(pathname, query);
        const draw = page.firstView ? await firstViewRenderer() : null;
        if (!page.firstView || !draw) return { status: page.status, html: template.fill(page.head, null) };
        const view = draw(page.firstView, query ? `${pathname}?${query}` : pathname);
        return { status: page.status, html: template.fill(page.head, { html: asPicture(view.html), links: await styleLinks(view.styles) }) };
      };
      const key = cache?.enabled && c.req.method === 'GET' ? `page:${shell.mtimeMs}:${pathname}${query ? `?${query}` : ''}` : null;
      if (cache && key && key.length <= MAX_PAGE_KEY) {
        // Concurrent misses of one page share one render; only 200s are kept (a 404 is rendered every time,
        // as the API's not-found answers are read every time).
        const own: { page?: FilledPage } = {};
        const { entry, hit } = await cache.through(key, async () => {
          const page = (own.page = await render());
          return page.status === 200 ? cache.entryFrom(200, utf8.encode(page.html), PAGE_HEADERS) : null;
        });
        if (entry) return respondFromEntry(entry, c.req.header('accept-encoding'), hit ? 'HIT' : 'MISS', c.req.header('if-none-match'));
        // A 404 (this request's render, or its own when it waited for another request's 404).
        return pageAnswer(c, own.page ?? (await render()), { 'X-Cache': 'MISS' });
      }
      return pageAnswer(c, await render());
    }
    return c.text('Not found', 404);
  });

  return app;
};
