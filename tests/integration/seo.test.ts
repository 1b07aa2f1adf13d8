import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertFilter, insertImage, insertVendor, linkFilter } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { writeFirstViewModule } from '../support/first-view-module.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Upstate Wedding Directory</title>
    <meta
      name="description"
      content="Template description"
    />
    <meta name="theme-color" content="#6B46C1" />
    <meta property="og:title" content="Template" />
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BASE = 'https://upstateweddingdirectory.com';

/** The JSON-LD objects of a page, parsed. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe.each(DIALECTS)('server-rendered SEO [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  let lensId: string;
  const page = async (p: string) => {
    const res = await t.app.request(p, { headers: { accept: 'text/html' } });
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-seo-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
    writeFirstViewModule(webRoot);
    t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot, PUBLIC_BASE_URL: BASE }, serveWeb: true });
    const k = t.db.knex;
    const photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    const lens = await insertVendor(k, photographers, {
      name: 'Golden Hour Lens',
      slug: 'golden-hour-lens',
      tagline: 'Light-filled <fine art> photography',
      city: 'Clemson',
      zip_code: '29631',
      phone: '864-555-0100',
      review_average: 4.75,
      review_count: 8,
      price_range: 'premium',
      social_instagram: 'https://instagram.com/goldenhourlens',
    });
    lensId = lens;
    await insertImage(k, lens, { is_primary: true, storage_key: 'vendors/golden-hour-lens/1.jpg' });
    await insertVendor(k, photographers, { name: 'Hidden Studio', slug: 'hidden-studio', is_active: false });
    await insertVendor(k, photographers, {
      name: 'Reedy Ballroom Films',
      slug: 'reedy-ballroom-films',
      tagline: 'Wedding films from two blocks off Falls Park on the Reedy.',
      description: '<p>We film in the ballroom.</p><p>Booked since 2015.</p>',
    });
    const fineArt = await insertFilter(k, photographers, {
      name: 'Fine Art Photographers',
      slug: 'fine-art-photographers',
      filter_key: 'photography_style',
      filter_value: 'fine_art',
      seo_title: 'Fine Art Wedding Photographers in Upstate SC | Upstate Wedding Directory',
      seo_description: 'Painterly, light-filled wedding photography from fine art photographers across the Upstate.',
      meta_keywords: JSON.stringify(['fine art wedding photographer', 'greenville sc photographer']),
    });
    await insertFilter(k, photographers, { name: 'Editorial', slug: 'editorial', filter_key: 'photography_style', filter_value: 'editorial', is_active: false });
    await linkFilter(k, lens, fineArt);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('puts the filter’s SEO title, description, keywords, canonical and JSON-LD in the raw HTML of its landing page', async () => {
    const { status, html } = await page('/photographers/fine-art-photographers');
    expect(status).toBe(200);
    expect(html).toContain('<title>Fine Art Wedding Photographers in Upstate SC | Upstate Wedding Directory</title>');
    expect(html).toContain('<meta name="description" content="Painterly, light-filled wedding photography from fine art photographers across the Upstate." />');
    expect(html).toContain('<meta name="keywords" content="fine art wedding photographer, greenville sc photographer" />');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/photographers/fine-art-photographers" />`);
    expect(html).not.toContain('Template description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const [crumbs, list] = jsonLd(html);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Photographers', 'Fine Art Photographers']);
    expect(list).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 1, url: `${BASE}/vendors/golden-hour-lens` }] });
    // The app still starts, once the first view is painted (first-view-boot.js, ADR 9).
    expect(html).toContain('<script src="/first-view-boot.js" defer data-entry="/assets/app.js" data-preloads=""></script>');
  });

  it("draws a landing page with a vendor's card as it now is, right after the vendor changes", async () => {
    const landing = '/photographers/fine-art-photographers';
    for (let i = 0; i < 2; i++) expect((await page(landing)).html).toContain('>Golden Hour Lens</a>');
    await t.db.knex('vendors').where({ id: lensId }).update({ name: 'Golden Hour Lens & Film' });
    try {
      const { html } = await page(landing);
      expect(html).toContain('>Golden Hour Lens &amp; Film</a>');
      expect(html).not.toContain('>Golden Hour Lens</a>');
      expect(jsonLd(html)[1].itemListElement[0].name).toBe('Golden Hour Lens & Film');
    } finally {
      await t.db.knex('vendors').where({ id: lensId }).update({ name: 'Golden Hour Lens' });
    }
    expect((await page(landing)).html).toContain('>Golden Hour Lens</a>');
  });

  it('keeps the SEO head (title, description, canonical) of list, category and landing pages the same whatever the date, guests and budget filters', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    for (const p of ['/vendors', '/photographers', '/photographers/fine-art-photographers']) {
      const plain = await page(p);
      const filtered = await page(`${p}?date=2030-06-01&guests=150&maxPrice=3000`);
      expect(filtered.status, p).toBe(200);
      expect(head(filtered.html), p).toBe(head(plain.html));
      expect(filtered.html, p).toContain(`<link rel="canonical" href="${BASE}${p}" />`);
    }
  });

  it('describes a vendor as a LocalBusiness with its rating, address and image', async () => {
    const { status, html } = await page('/vendors/golden-hour-lens');
    expect(status).toBe(200);
    // The full title would pass 70 characters: the site name's suffix goes.
    expect(html).toContain('<title>Golden Hour Lens | Photographers in Clemson, SC</title>');
    expect(html).toContain(`<meta property="og:image" content="${BASE}/media/vendors/golden-hour-lens/1.jpg" />`);
    const [business] = jsonLd(html);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Golden Hour Lens',
      telephone: '864-555-0100',
      priceRange: '$$$',
      address: { addressLocality: 'Clemson', addressRegion: 'SC', postalCode: '29631' },
      aggregateRating: { ratingValue: 4.75, reviewCount: 8 },
      sameAs: ['https://instagram.com/goldenhourlens'],
    });
  });

  it('ends each sentence of a meta description with one period when the tagline already ends with one', async () => {
    const { html } = await page('/vendors/reedy-ballroom-films');
    const description = 'Wedding films from two blocks off Falls Park on the Reedy. We film in the ballroom. Booked since 2015.';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${description}" />`);
    expect(html).not.toMatch(/content="[^"]*\.\./);
  });

  it('escapes markup from the database in tags and JSON-LD', async () => {
    const { html } = await page('/vendors/golden-hour-lens');
    expect(html).toContain('Light-filled &lt;fine art&gt; photography');
    expect(html).not.toContain('<fine art>');
  });

  it('gives category and list pages breadcrumbs and an item list', async () => {
    const { html } = await page('/photographers');
    expect(html).toContain('<title>Wedding Photographers in Upstate SC | Upstate Wedding Directory</title>');
    expect(jsonLd(html).map((o) => o['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect((await page('/vendors')).html).toContain(`<link rel="canonical" href="${BASE}/vendors" />`);
  });

  it("gives the published ranking note its own head, and links it from every list's first view", async () => {
    const { status, html } = await page('/how-vendors-are-ordered');
    expect(status).toBe(200);
    expect(html).toContain('<title>How vendors are ordered | Upstate Wedding Directory</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/how-vendors-are-ordered" />`);
    for (const p of ['/vendors', '/photographers', '/photographers/fine-art-photographers']) {
      expect((await page(p)).html, p).toContain('<a href="/how-vendors-are-ordered">How vendors are ordered</a>');
    }
    expect(await (await t.app.request('/sitemap-pages.xml')).text()).toContain(`<loc>${BASE}/how-vendors-are-ordered</loc>`);
  });

  it("gives 'How reviews work' its own head and a place in the pages sitemap", async () => {
    const { status, html } = await page('/reviews/policy');
    expect(status).toBe(200);
    expect(html).toContain('<title>How reviews work | Upstate Wedding Directory</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/reviews/policy" />`);
    expect(await (await t.app.request('/sitemap-pages.xml')).text()).toContain(`<loc>${BASE}/reviews/policy</loc>`);
  });

  it('answers 404 with the app for an unknown or inactive vendor or filter and an unknown path', async () => {
    for (const p of ['/vendors/nope', '/vendors/hidden-studio', '/vendors/nope/message', '/vendors/hidden-studio/message', '/vendors/golden-hour-lens/other', '/photographers/editorial', '/photographers/nope', '/bakers', '/a/b/c']) {
      const { status, html } = await page(p);
      expect(status, p).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps private pages out of search engines', async () => {
    for (const p of ['/login', '/admin/vendors', '/vendor/dashboard', '/auth/callback', '/vendor/inquiries/01ABC', '/inquiries/confirm/tok-123', '/inquiries/thread-token-456']) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it("serves a vendor's message form (/vendors/{slug}/message) with its title, kept out of the index", async () => {
    const { status, html } = await page('/vendors/golden-hour-lens/message');
    expect(status).toBe(200);
    expect(html).toContain('<title>Message Golden Hour Lens | Upstate Wedding Directory</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('makes sitemap.xml an index of the pages sitemap and the vendor sitemaps, with public URLs', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`${BASE}/sitemap-pages.xml`, `${BASE}/sitemap-vendors.xml`]);
  });

  it('lists home, categories and active filters in the pages sitemap, and active vendors in the vendor sitemap', async () => {
    const pages = await (await t.app.request('/sitemap-pages.xml')).text();
    for (const p of ['/', '/vendors', '/photographers', '/photographers/fine-art-photographers', '/about']) {
      expect(pages).toContain(`<loc>${BASE}${p}</loc>`);
    }
    expect(pages).not.toContain('/photographers/editorial');
    const vendors = await (await t.app.request('/sitemap-vendors.xml')).text();
    expect(vendors).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(vendors).toContain(`<loc>${BASE}/vendors/golden-hour-lens</loc>`);
    expect(vendors).not.toContain('hidden-studio');
    expect(pages + vendors).not.toContain('localhost');
  });

  it('lists in a vendor sitemap only the vendors after its cursor, in slug order', async () => {
    const k = t.db.knex;
    const category = ((await k('categories').where({ slug: 'photographers' }).first('id')) as { id: string }).id;
    for (const slug of ['zz-sitemap-a', 'zz-sitemap-b', 'zz-sitemap-c']) await insertVendor(k, category, { name: slug, slug });
    const xml = await (await t.app.request('/sitemap-vendors.xml?after=zz-sitemap-a')).text();
    expect([...xml.matchAll(/<loc>[^<]*\/vendors\/([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual(['zz-sitemap-b', 'zz-sitemap-c']);
    expect((await t.app.request(`/sitemap-vendors.xml?after=${'x'.repeat(192)}`)).status).toBe(404);
  });

  it('points robots.txt at the sitemap', async () => {
    const text = await (await t.app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
  });
});
