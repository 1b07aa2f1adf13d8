import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { DIALECTS } from '../support/databases.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

/*
 * The public vendor lists in Chromium against the built site and the demo seed (60 vendors, 10 per
 * category, 39 SEO filters). Expectations are read from the API of the same site, so the tests check that
 * the page shows what the server answers, not numbers copied from the seed.
 */

interface Card {
  name: string;
  slug: string;
  isFeatured: boolean;
  premierPartner: boolean;
  location: { city: string };
}
interface VendorPageJson {
  vendors: Card[];
  pagination: { totalVendors: number; totalPages: number };
}
interface FilterJson {
  name: string;
  slug: string;
  vendorCount: number;
  seoTitle: string;
  content: string | null;
  category: { slug: string; name: string } | null;
}

const api = async <T>(site: RunningSite, path: string): Promise<T> => {
  const res = await fetch(site.baseUrl + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** The results region once it has finished loading. */
const results = (page: Page) => page.locator('[role="region"][aria-label="Search results"][aria-busy="false"]');
const featuredNames = (page: Page) => page.getByTestId('featured-block').getByRole('heading', { level: 3 }).allTextContents();
const listNames = (page: Page) => page.getByTestId('vendor-list').getByRole('heading', { level: 3 }).allTextContents();
const allCardNames = (page: Page) => page.getByTestId('vendor-card').getByRole('heading', { level: 3 }).allTextContents();
const currentPageLink = (page: Page) => page.locator('nav.pagination a[aria-current="page"]');

/** Waits until the list shows `pageNumber` and has finished loading. */
const waitForPage = async (page: Page, pageNumber: number) => {
  await page.locator(`nav.pagination a[aria-current="page"]:text-is("${pageNumber}")`).waitFor();
  await results(page).waitFor();
};

describe.each(DIALECTS)('public vendor lists in Chromium [%s]', (dialect) => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite(dialect);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('category list: numbered pages, search and city live in the URL; a new city resets to page 1', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const all = await api<VendorPageJson>(site, '/api/vendors?limit=100');
    const regular2 = await api<VendorPageJson>(site, '/api/vendors?block=others&page=2&limit=12');
    expect(regular2.pagination.totalPages).toBeGreaterThan(2);

    await page.goto(site.baseUrl + '/vendors');
    await results(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Wedding Vendors');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toContain(`${all.pagination.totalVendors} vendors`);
    const page1 = await listNames(page);
    expect(page1).toHaveLength(12);
    expect((await featuredNames(page)).length).toBeGreaterThan(0);
    expect(await currentPageLink(page).textContent()).toBe('1');

    // Numbered page 2: other vendors, exactly the server's page 2; the featured block stays on page 1.
    await page.getByRole('navigation', { name: 'Vendors pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/\/vendors\?page=2$/);
    await waitForPage(page, 2);
    const page2 = await listNames(page);
    expect(page2).toEqual(regular2.vendors.map((v) => v.name));
    expect(page2.filter((n) => page1.includes(n))).toEqual([]);
    expect(await page.getByTestId('featured-block').count()).toBe(0);

    // Back/forward restore the page from the URL.
    await page.goBack();
    await page.waitForURL(/\/vendors$/);
    await waitForPage(page, 1);
    expect(await listNames(page)).toEqual(page1);
    await page.goForward();
    await waitForPage(page, 2);

    // A city chosen on page 2 starts again at page 1; every card is in that city.
    const city = 'Greenville';
    await page.getByRole('combobox', { name: 'Location' }).selectOption(city);
    await page.waitForURL(/\/vendors\?location=Greenville$/);
    await page.getByTestId('result-count').filter({ hasText: `in ${city}` }).waitFor();
    await results(page).waitFor();
    const inCity = all.vendors.filter((v) => v.location.city === city).map((v) => v.name);
    expect((await allCardNames(page)).sort()).toEqual(inCity.sort());
    const places = await page.getByTestId('vendor-card').locator('.listing-card__location').allTextContents();
    expect(places.every((p) => p.includes(`${city}, SC`))).toBe(true);

    // Search (Enter) keeps the city, both stay in the URL, and the cards are the server's matches.
    const expected = await api<VendorPageJson>(site, `/api/vendors?search=barn&location=${city}&limit=100`);
    const box = page.getByRole('searchbox', { name: 'Search vendors' });
    await box.fill('barn');
    await box.press('Enter');
    await page.waitForURL(/\/vendors\?search=barn&location=Greenville$/);
    await page.getByTestId('result-count').filter({ hasText: 'matching' }).waitFor();
    await results(page).waitFor();
    expect((await allCardNames(page)).sort()).toEqual(expected.vendors.map((v) => v.name).sort());

    // A shared link restores the same state.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await results(shared).waitFor();
    expect(await shared.getByRole('searchbox', { name: 'Search vendors' }).inputValue()).toBe('barn');
    expect(await shared.getByRole('combobox', { name: 'Location' }).inputValue()).toBe(city);
    expect((await allCardNames(shared)).sort()).toEqual(expected.vendors.map((v) => v.name).sort());
    await shared.close();

    // The Search button searches too, and a new search also resets the page.
    await page.goto(site.baseUrl + '/vendors?page=3');
    await waitForPage(page, 3);
    const barnAll = await api<VendorPageJson>(site, '/api/vendors?search=barn&limit=100');
    expect(barnAll.pagination.totalVendors).toBeGreaterThan(0);
    expect(barnAll.pagination.totalVendors).toBeLessThan(all.pagination.totalVendors);
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill('barn');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/vendors\?search=barn$/);
    await page.getByTestId('result-count').filter({ hasText: `${barnAll.pagination.totalVendors} vendor` }).waitFor();
    await results(page).waitFor();
    expect((await allCardNames(page)).sort()).toEqual(barnAll.vendors.map((v) => v.name).sort());

    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page past the end (an old link) moves to the last page, on a category list and a landing page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const lastList = (await api<VendorPageJson>(site, '/api/vendors?block=others&limit=12')).pagination.totalPages;
    await page.goto(`${site.baseUrl}/vendors?page=${lastList + 5}`);
    await page.waitForURL(new RegExp(`/vendors\\?page=${lastList}$`));
    await waitForPage(page, lastList);
    const filters = await api<{ filters: Array<{ slug: string; category: { slug: string } | string }> }>(site, '/api/filters/category/venues');
    const slug = filters.filters[0]!.slug;
    const landing = await api<VendorPageJson>(site, `/api/vendors/category/venues/${slug}?limit=12`);
    const lastLanding = landing.pagination.totalPages;
    await page.goto(`${site.baseUrl}/venues/${slug}?page=${lastLanding + 3}`);
    await page.waitForURL((url) => url.pathname === `/venues/${slug}` && (lastLanding === 1 ? !url.searchParams.has('page') || url.searchParams.get('page') === '1' : url.searchParams.get('page') === String(lastLanding)));
    await results(page).waitFor();
    await page.close();
  });

  it("empty result: 'No vendors found', and Clear Filters brings the category's vendors back", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + '/venues?search=zzyzxnothing&location=Greenville');
    await page.getByRole('heading', { name: 'No vendors found' }).waitFor();
    expect(await page.getByTestId('vendor-card').count()).toBe(0);
    expect(await page.getByTestId('result-count').textContent()).toContain('0 vendors');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL(/\/venues$/);
    await page.getByTestId('result-count').filter({ hasText: '10 vendors' }).waitFor();
    await results(page).waitFor();
    expect(await page.getByTestId('vendor-card').count()).toBe(10);
    expect(await page.getByRole('searchbox', { name: 'Search venues' }).inputValue()).toBe('');
    // On a phone the city sits behind 'Filters' (issue 36 §12), with no count once nothing is in force.
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.textContent()).toBe('Filters');
    await filters.click();
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('category page: featured venues first (at most 3, the day’s turn), then the others; chips, style links and unknown categories', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const featured = await api<VendorPageJson>(site, '/api/vendors?category=venues&block=featured');
    const others = await api<VendorPageJson>(site, '/api/vendors?category=venues&block=others&limit=12');
    expect(featured.vendors.length).toBeGreaterThan(0);
    expect(featured.vendors.length).toBeLessThanOrEqual(3);

    await page.goto(site.baseUrl + '/venues');
    await results(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wedding Venues');
    expect(await page.title()).toBe('Wedding Venues in Upstate SC | Upstate Wedding Directory');
    const block = page.getByTestId('featured-block');
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Featured Venues');
    expect(await featuredNames(page)).toEqual(featured.vendors.map((v) => v.name));
    expect(await block.locator('.listing-badge--featured').count()).toBe(featured.vendors.length);
    expect(await listNames(page)).toEqual(others.vendors.map((v) => v.name));
    // Featured vendors beyond the block's three keep their place in the list, labelled (docs/adr/0018).
    expect(await page.getByTestId('vendor-list').locator('.listing-badge--featured').count()).toBe(others.vendors.filter((v) => v.isFeatured).length);
    // The block comes before the other vendors.
    const [blockBox, listBox] = await Promise.all([block.boundingBox(), page.getByTestId('vendor-list').boundingBox()]);
    expect(blockBox!.y).toBeLessThan(listBox!.y);

    // A card: link to the vendor page, '$' price, one-decimal rating, at most 3 tags.
    const card = page.getByTestId('vendor-card').first();
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/vendors/${featured.vendors[0]!.slug}`);
    expect(await card.locator('.listing-card__price').textContent()).toMatch(/\$\d{1,3}(,\d{3})*|Contact for pricing/);
    expect(await card.locator('.listing-card__rating').textContent()).toMatch(/\d\.\d|New to the directory/);
    expect(await card.locator('.listing-card__tag:not(.listing-card__tag--more)').count()).toBeLessThanOrEqual(3);

    // Links to the category's landing pages.
    await page.getByRole('link', { name: /^Barn Venues/ }).waitFor();
    expect(await page.getByRole('link', { name: /^Barn Venues/ }).getAttribute('href')).toBe('/venues/barn-venues');

    // Chips are links; the current one is marked; the keyboard works them.
    const chips = page.getByRole('navigation', { name: 'Vendor categories' });
    expect(await chips.getByRole('link', { name: 'Venues', exact: true }).getAttribute('aria-current')).toBe('page');
    await chips.getByRole('link', { name: 'Photographers', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/photographers$/);
    await page.getByRole('heading', { level: 1, name: 'Wedding Photographers' }).waitFor();
    expect(await chips.getByRole('link', { name: 'Photographers', exact: true }).getAttribute('aria-current')).toBe('page');

    expect(errors).toEqual([]);

    // Only the six categories are list pages (the server answers 404 for the document, too).
    const res = await page.goto(site.baseUrl + '/spaceships');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('filter landing page: breadcrumbs, heading, count, debounced search, numbered pagination and its content', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const groups = await api<{ data: Record<string, { filters: FilterJson[] }> }>(site, '/api/filters');
    const filter = Object.values(groups.data)
      .flatMap((g) => g.filters)
      .sort((a, b) => b.vendorCount - a.vendorCount)[0]!;
    expect(filter.vendorCount).toBeGreaterThanOrEqual(5);
    const categorySlug = filter.category!.slug;
    const path = `/${categorySlug}/${filter.slug}`;
    const landing = await api<VendorPageJson & { category: { name: string } }>(site, `/api/vendors/category/${categorySlug}/${filter.slug}?limit=100`);

    // Debounce: only the finished word is ever sent, at least 500 ms after the last key.
    const searches: Array<{ search: string; at: number }> = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/vendors/category/') && url.searchParams.get('search')) {
        searches.push({ search: url.searchParams.get('search')!, at: Date.now() });
      }
    });

    await page.goto(site.baseUrl + path);
    await results(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(filter.name);
    expect(await page.title()).toBe(filter.seoTitle);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Home', '/'],
      [landing.category.name, `/${categorySlug}`],
    ]);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(filter.name);
    expect(await page.getByTestId('result-count').textContent()).toContain(`${landing.pagination.totalVendors} vendors`);
    expect((await allCardNames(page)).sort()).toEqual(landing.vendors.map((v) => v.name).sort());

    // The admin-written content is rendered (sanitized) once scrolled to: its text is there, no script survives.
    const content = page.locator('.landing-content .rich-text');
    await content.scrollIntoViewIfNeeded();
    await page.locator('.landing-content .rich-text:not([aria-busy])').waitFor({ timeout: 10_000 });
    const firstWords = (filter.content ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
    expect(firstWords.length).toBeGreaterThan(0);
    expect((await content.textContent())!.replace(/\s+/g, ' ')).toContain(firstWords);
    expect(await content.locator('script, [onerror], [style]').count()).toBe(0);

    // A word from one vendor's name that narrows the grid (as the server searches).
    const candidates = [...new Set(landing.vendors.flatMap((v) => v.name.split(/[^A-Za-z]+/)).filter((w) => w.length >= 4))];
    let word = '';
    let narrowed: VendorPageJson | null = null;
    for (const w of candidates) {
      const r = await api<VendorPageJson>(site, `/api/vendors/category/${categorySlug}/${filter.slug}?limit=100&search=${w}`);
      if (r.pagination.totalVendors > 0 && r.pagination.totalVendors < landing.pagination.totalVendors) {
        word = w;
        narrowed = r;
        break;
      }
    }
    expect(word).not.toBe('');

    const box = page.getByRole('searchbox', { name: `Search ${filter.name.toLowerCase()}` });
    await box.click();
    await box.pressSequentially(word.slice(0, -1), { delay: 60 });
    // Timed from just before the last key: the debounce starts when the page has the key, which is before
    // the press call returns here (taking the time after it made the wait look ~10 ms short on a loaded machine).
    const typedAt = Date.now();
    await box.press(word.slice(-1));
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    await page.getByTestId('result-count').filter({ hasText: 'matching' }).waitFor();
    await results(page).waitFor();
    expect((await allCardNames(page)).sort()).toEqual(narrowed!.vendors.map((v) => v.name).sort());
    expect(searches.map((s) => s.search)).toEqual([word]);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(400);

    // Clearing the box (after the debounce) brings everyone back.
    await box.fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByTestId('result-count').filter({ hasNotText: 'matching' }).filter({ hasText: 'vendors' }).waitFor();
    await results(page).waitFor();
    expect(await page.getByTestId('vendor-card').count()).toBe(landing.pagination.totalVendors);

    // Pagination: the seed has at most a handful of vendors per filter, so this page asks the real
    // server for one vendor a page (the request is rewritten in flight; paging itself is the server's).
    await page.route(/\/api\/vendors\/category\//, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '1');
      return route.continue({ url: url.toString() });
    });
    await page.goto(site.baseUrl + path);
    await waitForPage(page, 1);
    const pager = page.getByRole('navigation', { name: `${filter.name} pages` });
    const total = landing.pagination.totalVendors;
    expect(await pager.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent!.trim()))).toEqual(
      ['Previous', '1', '2', '3', ...(total > 4 ? ['…'] : []), ...(total > 3 ? [String(total)] : []), 'Next'],
    );
    expect(await pager.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    const first = await allCardNames(page);
    expect(first).toHaveLength(1);
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\?page=2$/);
    await waitForPage(page, 2);
    const second = await allCardNames(page);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    await pager.getByRole('link', { name: `Page ${total}` }).click();
    await waitForPage(page, total);
    expect(await pager.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    // Far from the start, an ellipsis follows page 1.
    if (total > 4) expect(await pager.locator('li').nth(2).textContent()).toBe('…');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown filter shows a friendly not-found state with a link to its category', async () => {
    const page = await browser.newPage();
    await page.goto(site.baseUrl + '/venues/no-such-style');
    await page.getByTestId('landing-not-found').waitFor();
    const link = page.getByRole('link', { name: 'Browse all Venues' });
    expect(await link.getAttribute('href')).toBe('/venues');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Wedding Venues' }).waitFor();
    await page.close();
  });

  it('load failures show the SPEC messages, and Retry / Try Again load the vendors', async () => {
    const page = await browser.newPage();
    const fail = (route: { fulfill: (r: { status: number; body: string; contentType: string }) => Promise<void> }) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"INTERNAL","message":"x"}}' });

    await page.route(/\/api\/vendors\?/, fail);
    await page.goto(site.baseUrl + '/florists');
    await page.getByText('Failed to load vendors. Please try again.', { exact: true }).waitFor();
    await page.unroute(/\/api\/vendors\?/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('result-count').filter({ hasText: '10 vendors' }).waitFor();
    expect(await page.getByTestId('vendor-card').count()).toBe(10);

    await page.route(/\/api\/vendors\/category\//, fail);
    await page.goto(site.baseUrl + '/florists/classic-florists');
    await page.getByText('Failed to load vendors. Please try again later.', { exact: true }).waitFor();
    await page.unroute(/\/api\/vendors\/category\//);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('vendor-card').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Classic Florists');
    expect(await page.getByText('Failed to load vendors. Please try again later.').count()).toBe(0);

    // Home: one message for the page, with Retry (a reload); the categories that did load still show.
    await page.route(/\/api\/vendors\?/, fail);
    await page.goto(site.baseUrl + '/');
    await page.getByText('Failed to load content. Please try again.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await page.getByTestId('category-tile').first().waitFor();
    expect(await page.getByTestId('featured-vendors').count()).toBe(0);
    await page.unroute(/\/api\/vendors\?/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('featured-vendors').getByTestId('vendor-card').first().waitFor();
    expect(await page.getByText('Failed to load content. Please try again.').count()).toBe(0);
    await page.close();
  });

  it('home page: Premier Partners, and three Featured Vendors picked from the featured ones', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const featured = await api<VendorPageJson>(site, '/api/vendors?featured=true&limit=100');
    const premier = await api<VendorPageJson>(site, '/api/vendors?premierPartner=true&limit=100');
    expect(premier.vendors.length).toBeGreaterThan(0);

    await page.goto(site.baseUrl + '/');
    const section = page.getByTestId('featured-vendors');
    await section.getByTestId('vendor-card').first().waitFor();
    const picked = await section.getByTestId('vendor-card').getByRole('heading', { level: 3 }).allTextContents();
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    const featuredNamesSet = new Set(featured.vendors.map((v) => v.name));
    expect(picked.every((n) => featuredNamesSet.has(n))).toBe(true);

    const partners = page.getByTestId('premier-partners');
    const partnerNames = await partners.getByTestId('vendor-card').getByRole('heading', { level: 3 }).allTextContents();
    expect(partnerNames.length).toBe(Math.min(premier.vendors.length, 6));
    const premierSet = new Set(premier.vendors.map((v) => v.name));
    expect(partnerNames.every((n) => premierSet.has(n))).toBe(true);
    expect(await partners.locator('.listing-badge--premier').count()).toBe(partnerNames.length);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('accessibility of the vendor lists (axe-core in Chromium)', () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const width of [1280, 390]) {
    for (const path of ['/venues', '/vendors?search=barn&location=Greenville', '/photographers/fine-art-photographers', '/vendors?search=zzyzxnothing']) {
      it(`${path} has no serious or critical violations at ${width} px`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(site.baseUrl + path);
        await results(page).waitFor();
        // Both the cards (or the empty state) and the city list have arrived.
        await page.locator('[data-testid="vendor-card"], .empty-state').first().waitFor();
        await page.getByRole('combobox', { name: 'Location', includeHidden: true }).locator('option:nth-child(2)').waitFor({ state: 'attached' });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
