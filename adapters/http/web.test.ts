import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressResponses } from './body-and-compression.ts';
import { injectHead } from './seo/seo-pages.ts';
import { appStartedAfterFirstPaint, webRoutes, type RenderedPage } from './web.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell</title>
    <meta name="description" content="The shell's own" />
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const write = (root: string, rel: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), body);
};

/**
 * A stand-in for the public remote's built first view (microfrontends/public/src/first-view/render.tsx):
 * what it draws holds what String.replace reads as patterns ($&, $', $`, $$), as texts from the database may.
 */
const FIRST_VIEW_MODULE = `export const renderFirstView = (view, url) => ({
  html: '<h1>' + view.kind + ' ' + url + " Tom &amp; Jo $& $' $\` $$</h1>",
  styles: view.kind === 'home' ? [] : view.kind === 'vendor' ? ['public/lists'] : ['public/initial', 'public/lists', 'public/missing'],
});
`;
const drawn = (kind: string, url: string) => `<div id="first-view" class="first-view" inert aria-hidden="true"><h1>${kind} ${url} Tom &amp; Jo $& $' $\` $$</h1></div>`;

/**
 * The page the server sent before the template was cut once per build (ADR 27): the head injected into
 * the template, then the stylesheets before `</head>` and the first view before the root, page by page.
 */
const pageAsBefore = (template: string, page: RenderedPage, links: string, url = '') => {
  const withHead = injectHead(page.firstView ? appStartedAfterFirstPaint(template) : template, page.head);
  if (!page.firstView || !withHead.includes('<div id="root"></div>')) return withHead;
  return withHead.replace(/<\/head>/i, () => `${links}</head>`).replace('<div id="root"></div>', () => `${drawn(page.firstView!.kind, url)}<div id="root"></div>`);
};

describe('pages joined into the shell template (web.ts)', () => {
  let root: string;
  let page: RenderedPage;
  const app = () =>
    webRoutes({ webRoot: root, remotes: ['public'], renderPage: async () => page, injectHead });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    write(root, 'shell/dist/index.html', TEMPLATE);
    write(root, 'public/dist/assets/initial-Ab12Cd34.css', '/* initial */');
    write(root, 'public/dist/assets/lists-Ef56Gh78.css', '/* lists */');
    write(root, 'public/dist/first-view/render.js', FIRST_VIEW_MODULE);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  it('sends the head and the first view as they are, `$` patterns and all, where they went before', async () => {
    // Texts from the database may hold what String.replace reads as patterns ($&, $', $`, $1).
    page = {
      status: 200,
      head: `<title>Tom &amp; Jo $&amp; $' $\` $1 | Site</title>\n    <meta name="description" content="A $&lt;b&gt; &quot;quoted&quot; &#39;x&#39;" />`,
      firstView: { kind: 'landing', categorySlug: 'photographers', categoryName: 'Photographers', heading: 'Fine Art', lead: null, total: 0, cards: [] },
    };
    const res = await app().request('/photographers/fine-art', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const links = '<link rel="stylesheet" href="/mf/public/assets/initial-Ab12Cd34.css"><link rel="stylesheet" href="/mf/public/assets/lists-Ef56Gh78.css">';
    expect(await res.text()).toBe(pageAsBefore(TEMPLATE, page, links, '/photographers/fine-art'));
  });

  it("draws the first view at the page's path and the query it was read for, and leaves it out until the remote is built", async () => {
    page = { status: 200, head: '<title>T</title>', firstView: { kind: 'home' } };
    const web = webRoutes({ webRoot: root, remotes: ['public'], renderPage: async () => page, injectHead, pageQuery: (_, params) => (params.get('guests') ? `guests=${params.get('guests')}` : '') });
    expect(await (await web.request('/caterers?guests=120&page=2', { headers: { accept: 'text/html' } })).text()).toContain(drawn('home', '/caterers?guests=120'));
    const unbuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    write(unbuilt, 'shell/dist/index.html', TEMPLATE);
    try {
      const res = await webRoutes({ webRoot: unbuilt, remotes: ['public'], renderPage: async () => page, injectHead }).request('/', { headers: { accept: 'text/html' } });
      expect(await res.text()).toBe(injectHead(TEMPLATE, page.head));
    } finally {
      fs.rmSync(unbuilt, { recursive: true, force: true });
    }
  });

  it("starts the app after a first view is painted: its entry script and module preloads go to first-view-boot.js", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    const preloading = TEMPLATE.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/dep.js"><link rel="modulepreload" crossorigin href="/assets/dep2.js"></head>');
    write(other, 'shell/dist/index.html', preloading);
    write(other, 'public/dist/first-view/render.js', FIRST_VIEW_MODULE);
    try {
      const web = webRoutes({ webRoot: other, remotes: ['public'], renderPage: async () => page, injectHead });
      page = { status: 200, head: '<title>T</title>', firstView: { kind: 'home' } };
      const drawn = await (await web.request('/', { headers: { accept: 'text/html' } })).text();
      expect(drawn).not.toContain('<script type="module"');
      expect(drawn).not.toContain('modulepreload');
      expect(drawn).toContain('<script src="/first-view-boot.js" defer data-entry="/assets/app.js" data-preloads="/assets/dep.js /assets/dep2.js"></script></body>');
      // A page without a first view starts the app at once, as the shell built it.
      page = { status: 404, head: '<title>Page Not Found</title>' };
      expect(await (await web.request('/nope/nope', { headers: { accept: 'text/html' } })).text()).toBe(injectHead(preloading, page.head));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('sends a page without a first view, and a 404 page, with the head alone', async () => {
    page = { status: 404, head: '<title>Page Not Found</title>' };
    const res = await app().request('/nope/nope', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(pageAsBefore(TEMPLATE, page, ''));
  });

  it('leaves the first view out of a template without the app root, as before', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    const noRoot = TEMPLATE.replace('<div id="root"></div>', '<main></main>');
    write(other, 'shell/dist/index.html', noRoot);
    try {
      write(other, 'public/dist/first-view/render.js', FIRST_VIEW_MODULE);
      page = { status: 200, head: '<title>T</title>', firstView: { kind: 'home' } };
      const res = await webRoutes({ webRoot: other, remotes: ['public'], renderPage: async () => page, injectHead }).request('/venues', { headers: { accept: 'text/html' } });
      expect(await res.text()).toBe(injectHead(noRoot, page.head));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('serves a file of the shell without an extension before the page of that path', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    write(other, 'shell/dist/index.html', TEMPLATE);
    write(other, 'shell/dist/.well-known/apple-app-site-association', '{"applinks":{}}');
    try {
      page = { status: 200, head: '<title>T</title>' };
      const web = webRoutes({ webRoot: other, remotes: [], renderPage: async () => page, injectHead });
      const file = await web.request('/.well-known/apple-app-site-association', { headers: { accept: 'text/html' } });
      expect(await file.text()).toBe('{"applinks":{}}');
      const other404 = await web.request('/.well-known/other', { headers: { accept: 'text/html' } });
      expect(await other404.text()).toContain('<title>T</title>');
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('serves a new build of the shell within a second of it being written', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-template-'));
    write(other, 'shell/dist/index.html', TEMPLATE);
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      page = { status: 200, head: '<title>T</title>' };
      const web = webRoutes({ webRoot: other, remotes: [], renderPage: async () => page, injectHead });
      expect(await (await web.request('/venues', { headers: { accept: 'text/html' } })).text()).toContain('/assets/app.js');
      const next = TEMPLATE.replace('/assets/app.js', '/assets/app-2.js');
      write(other, 'shell/dist/index.html', next);
      fs.utimesSync(path.join(other, 'shell/dist/index.html'), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      vi.advanceTimersByTime(1000);
      expect(await (await web.request('/venues', { headers: { accept: 'text/html' } })).text()).toBe(injectHead(next, page.head));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('sends a page the renderer hands out again from the bytes made the first time, whole every time, and joins it anew when a stylesheet is rebuilt', async () => {
    page = { status: 200, head: '<title>Kept &amp; sent</title>', firstView: { kind: 'vendor', vendor: {} as never } };
    const web = app();
    const plain = await Promise.all([1, 2, 3].map(async () => (await web.request('/venues', { headers: { accept: 'text/html' } })).text()));
    expect(plain[0]).toBe(pageAsBefore(TEMPLATE, page, '<link rel="stylesheet" href="/mf/public/assets/lists-Ef56Gh78.css">', '/venues'));
    expect(new Set(plain).size).toBe(1);
    for (let i = 0; i < 3; i++) {
      const res = await web.request('/venues', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(plain[0]);
    }
    // A new build of the remote's stylesheet: the same rendered page, joined with the new link.
    vi.useFakeTimers({ toFake: ['Date'] });
    fs.rmSync(path.join(root, 'public/dist/assets/lists-Ef56Gh78.css'));
    write(root, 'public/dist/assets/lists-Zz99Yy88.css', '/* lists 2 */');
    const assets = path.join(root, 'public/dist/assets');
    fs.utimesSync(assets, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    vi.advanceTimersByTime(1000);
    try {
      expect(await (await web.request('/venues', { headers: { accept: 'text/html' } })).text()).toContain('href="/mf/public/assets/lists-Zz99Yy88.css"');
    } finally {
      fs.rmSync(path.join(root, 'public/dist/assets/lists-Zz99Yy88.css'));
      write(root, 'public/dist/assets/lists-Ef56Gh78.css', '/* lists */');
    }
  });

  it('gzips a page itself for a client hono/compress would gzip for, with the same headers; deflate and the rest as before', async () => {
    page = { status: 200, head: '<title>T</title>', firstView: { kind: 'home' } };
    const site = new Hono();
    site.use('*', compressResponses());
    site.route('/', app());
    const plain = await (await site.request('/venues', { headers: { accept: 'text/html' } })).text();
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate, gzip;q=0.5', 'deflate'],
      ['gzip;q=0, deflate', 'deflate'],
      ['deflate', 'deflate'],
      ['br', null],
      ['*', null],
    ] as const) {
      const res = await site.request('/venues', { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
      expect(res.headers.get('content-encoding'), acceptEncoding).toBe(expected);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect((expected === 'gzip' ? gunzipSync(bytes) : expected === 'deflate' ? inflateSync(bytes) : bytes).toString('utf8')).toBe(plain);
    }
  });
});
