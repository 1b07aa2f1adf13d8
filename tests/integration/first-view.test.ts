/**
 * The first view the server draws into public pages (the public remote's first-view/render.tsx, loaded by
 * web.ts): which pages get one, what it shows from the database, the public remote's stylesheets it links,
 * and that texts from the database come through literally — through the Hono app on both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertFilter, insertImage, insertTag, insertVendor, linkFilter } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHELL_TEMPLATE } from '../support/shell-template.ts';
import { writeFirstViewModule } from '../support/first-view-module.ts';

/** The public remote's built stylesheets, as vite names them. */
const STYLESHEETS = ['initial-Ab12Cd34.css', 'lists-Zz_9-x8Y.css', 'VendorDetailPage-Qw3Er4Ty.css', 'ApplyPage-Ui8Op9As.css'];

describe.each(DIALECTS)('the first view of public pages [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  const page = async (p: string) => {
    const res = await t.app.request(p, { headers: { accept: 'text/html' } });
    const html = await res.text();
    return { status: res.status, html, doc: new JSDOM(html).window.document };
  };

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-first-view-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_TEMPLATE);
    writeFirstViewModule(webRoot);
    fs.mkdirSync(path.join(webRoot, 'public', 'dist', 'assets'), { recursive: true });
    for (const f of STYLESHEETS) fs.writeFileSync(path.join(webRoot, 'public', 'dist', 'assets', f), `/* ${f} */`);
    t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot, PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' }, serveWeb: true });
    const k = t.db.knex;
    const photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    // Two featured photographers and an unfeatured one with more reviews: the list's first view shows the
    // featured ones (the list page puts them first), best reviewed first.
    const lens = await insertVendor(k, photographers, {
      name: 'Golden Hour Lens',
      slug: 'golden-hour-lens',
      tagline: "Prices from $& up, said with $' and $1",
      is_featured: true,
      is_verified: true,
      starting_price: 4500,
      review_average: 4.75,
      review_count: 8,
    });
    await insertImage(k, lens, { is_primary: true, storage_key: 'vendors/golden-hour-lens/1.jpg', medium_key: 'vendors/golden-hour-lens/1-medium.jpg', width: 1200, height: 800 });
    await insertImage(k, lens, { is_primary: false, sort_order: 1 });
    for (const tag of ['Film', 'Elopements']) await insertTag(k, lens, tag);
    await insertVendor(k, photographers, { name: '<script>alert(1)</script> Studio', slug: 'script-studio', is_featured: true, review_average: 4, review_count: 2 });
    await insertVendor(k, photographers, { name: 'Plain Pictures', slug: 'plain-pictures', review_average: 5, review_count: 30 });
    const fineArt = await insertFilter(k, photographers, {
      name: 'Fine Art Photographers',
      slug: 'fine-art-photographers',
      filter_key: 'photography_style',
      filter_value: 'fine_art',
      seo_title: 'Fine Art Wedding Photographers | Upstate Wedding Directory',
      seo_description: 'Painterly, light-filled wedding photography.',
    });
    await linkFilter(k, lens, fineArt);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('puts the home hero before the app root, as an inert picture hidden from assistive technology, and links the stylesheet it needs', async () => {
    const { status, html, doc } = await page('/');
    expect(status).toBe(200);
    const view = doc.getElementById('first-view')!;
    expect(view.nextElementSibling?.id).toBe('root');
    expect(doc.getElementById('root')!.innerHTML).toBe('');
    expect(view.hasAttribute('inert')).toBe(true);
    expect(view.getAttribute('aria-hidden')).toBe('true');
    expect(view.querySelector('h1.hero__title')?.textContent).toBe('Your Upstate wedding, beautifully planned');
    expect(html).toContain('<link rel="stylesheet" href="/mf/public/assets/initial-Ab12Cd34.css"></head>');
    expect((await t.app.request('/mf/public/assets/initial-Ab12Cd34.css')).status).toBe(200);
  });

  it('draws a category list with its heading, count and featured vendors, texts literally and escaped', async () => {
    const { doc, html } = await page('/photographers');
    const view = doc.getElementById('first-view')!;
    expect(view.querySelector('h1')?.textContent).toBe('Wedding Photographers');
    expect(view.querySelector('.list-header__lead')?.textContent).toBe('Photographers of the Upstate');
    expect(view.querySelector('.list-header__count')?.textContent).toBe('3 vendors');
    expect([...view.querySelectorAll('.listing-card__name')].map((n) => n.textContent)).toEqual(['Golden Hour Lens', '<script>alert(1)</script> Studio']);
    expect(view.querySelector('.listing-card__tagline')?.textContent).toBe("Prices from $& up, said with $' and $1");
    expect(view.querySelector('.listing-card__media img')?.getAttribute('src')).toMatch(/vendors\/golden-hour-lens\/1-medium\.jpg$/);
    expect(view.querySelectorAll('script').length).toBe(0);
    expect(html).toContain('<link rel="stylesheet" href="/mf/public/assets/initial-Ab12Cd34.css"><link rel="stylesheet" href="/mf/public/assets/lists-Zz_9-x8Y.css"></head>');
  });

  it('draws a filter landing page with its breadcrumbs, SEO description and vendors', async () => {
    const { doc } = await page('/photographers/fine-art-photographers');
    const view = doc.getElementById('first-view')!;
    expect([...view.querySelectorAll('.breadcrumbs li')].map((li) => li.textContent)).toEqual(['Home', 'Photographers', 'Fine Art Photographers']);
    expect(view.querySelector('.list-header__lead')?.textContent).toBe('Painterly, light-filled wedding photography.');
    expect(view.querySelector('.list-header__count')?.textContent).toBe('1 vendor');
    expect([...view.querySelectorAll('.listing-card__name')].map((n) => n.textContent)).toEqual(['Golden Hour Lens']);
  });

  it("draws a vendor's hero photo at full size with its photo count", async () => {
    const { doc, html } = await page('/vendors/golden-hour-lens');
    const hero = doc.querySelector('#first-view img.vendor-hero__img')!;
    expect(hero.getAttribute('src')).toMatch(/vendors\/golden-hour-lens\/1\.jpg$/);
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1200', '800']);
    expect(doc.querySelector('#first-view .vendor-hero__count')?.textContent).toBe('View all 2 photos');
    expect(html).toContain('/mf/public/assets/VendorDetailPage-Qw3Er4Ty.css');
  });

  it('leaves private pages, other public pages and unknown pages without a first view', async () => {
    for (const p of ['/login', '/admin/vendors', '/vendor/dashboard', '/apply', '/contact', '/vendors/nope', '/photographers/nope', '/bakers']) {
      const { html } = await page(p);
      expect(html, p).not.toContain('first-view');
      expect(html, p).toContain('<div id="root"></div>');
    }
  });
});
