/**
 * A filter landing page with hostile texts everywhere the database reaches its HTML (vendor names,
 * taglines, tags, photo alt text, the filter's name, title, description and keywords), rendered into a
 * built shell's template: the bytes must stay the same through changes to how the page is built.
 * `UPDATE_GOLDEN=1` writes the golden file again when the page is meant to change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VendorSummary } from '../../../domain/listings/vendor.ts';
import { webRoutes } from '../web.ts';
import { injectHead } from './seo-pages.ts';
import { pageRenderer } from './seo-routes.ts';
import { writeFirstViewModule } from '../../../tests/support/first-view-module.ts';

const GOLDEN = path.join(import.meta.dirname, 'landing-page-golden.html');

/** The built shell's index.html (trimmed of its module preloads). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>Upstate Wedding Directory</title>
    <meta
      name="description"
      content="Find and compare curated wedding venues."
    />
    <meta name="theme-color" content="#6B46C1" />
    <meta property="og:site_name" content="Upstate Wedding Directory" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Upstate Wedding Directory" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-4d52eb52.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CR5dJ0DS.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript><p class="noscript">Upstate Wedding Directory needs JavaScript.</p></noscript>
  </body>
</html>`;

const SCRIPT = `<script>alert("x")</script>`;
const category = { id: 'c1', name: `Photographers & "Friends"`, slug: 'photographers' as const, imageKey: `categories/photo's & <b>.jpg` };

const vendor = (i: number, over: Partial<VendorSummary> = {}): VendorSummary => ({
  id: `v${i}`,
  name: `${SCRIPT} Tom & Jerry's "Barn" ${i}`,
  slug: `tom-and-jerrys-barn-${i}`,
  tagline: `Fields & <em>forests</em>, "quoted" and 'single' $& $' $1`,
  category: { id: 'c1', name: category.name, slug: 'photographers' },
  location: { city: `Traveler's Rest`, state: 'SC', zipCode: '29690', address: null, latitude: null, longitude: null } as unknown as VendorSummary['location'],
  startingPrice: 4500,
  priceRange: 'premium',
  isActive: true,
  isFeatured: i === 1,
  isVerified: i !== 2,
  premierPartner: i === 0,
  reviewStats: { averageRating: 4.75, totalReviews: i * 3 } as VendorSummary['reviewStats'],
  primaryImage:
    i === 2
      ? null
      : ({ id: `p${i}`, storageKey: `vendors/${i}/a&b.jpg`, mediumKey: `vendors/${i}/a&b-medium.jpg`, altText: `A "couple" & <dog>`, width: 1200, height: 800 } as VendorSummary['primaryImage']),
  tags: [{ id: 't1', name: `Film & "Digital"` }, { id: 't2', name: '<Drone>' }, { id: 't3', name: `O'Neil` }, { id: 't4', name: 'Extra' }] as VendorSummary['tags'],
  replyTimeHours: i === 0 ? 2 : null,
  couplesChoiceYear: null,
  ...over,
});

const answer = {
  category: { ...category, description: 'd', sortOrder: 1, vendorCount: 5 },
  filter: {
    id: 'f1',
    name: `Fine Art & "Film" <Photographers>`,
    slug: 'fine-art',
    seoTitle: `Fine Art & Film ${SCRIPT} | Upstate Wedding Directory`,
    seoDescription: `Painterly & "timeless" <i>photos</i> $& $' across the Upstate.`,
    metaKeywords: [`fine art & film`, `<script>`, `"quoted"`],
  },
  page: { items: [0, 1, 2, 3].map((i) => vendor(i)), total: 4, page: 1, limit: 12, totalPages: 1 },
};
describe('a filter landing page with hostile texts', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-landing-golden-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(root, 'public', 'dist', 'assets'), { recursive: true });
    for (const f of ['initial-DN50rNOp.css', 'lists-DjTDP0aG.css']) fs.writeFileSync(path.join(root, 'public', 'dist', 'assets', f), '');
    writeFirstViewModule(root);
  });
  afterAll(() => {
    vi.useRealTimers();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is sent byte for byte as before: head, JSON-LD and first view escaped the same way', async () => {
    // The wedding date field offers no day before today: the page is drawn on one day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T15:00:00Z') });
    const renderPage = pageRenderer({
      baseUrl: 'https://upstateweddingdirectory.com',
      mediaUrl: (key: string) => `/media/${key}`,
      listFilterVendors: { execute: async () => answer },
    } as never);
    const res = await webRoutes({ webRoot: root, remotes: ['public'], renderPage, injectHead }).request('/photographers/fine-art', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(GOLDEN, html);
    expect(html).toBe(fs.readFileSync(GOLDEN, 'utf8'));
    // What the golden file shows, said plainly: no raw tag from the data, in the HTML or in the JSON-LD.
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<a class="listing-card__link" href="/vendors/tom-and-jerrys-barn-0">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#x27;s &quot;Barn&quot; 0</a>');
    expect(html).toContain('"name":"\\u003cscript\\u003ealert(\\"x\\")\\u003c/script\\u003e Tom \\u0026 Jerry\'s \\"Barn\\" 0"');
  });
});
