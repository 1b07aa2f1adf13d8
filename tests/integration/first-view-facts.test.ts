/**
 * The first view the server draws for a list URL that carries the couple's facts (`date`, `guests`,
 * `maxPrice`, issue 36 point 15): it draws the cards the API answers for the same query, never the
 * unfiltered list the app then replaces — through the Hono app on both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHELL_TEMPLATE } from '../support/shell-template.ts';
import { writeFirstViewModule } from '../support/first-view-module.ts';

describe.each(DIALECTS)('the first view of a list URL with a wedding date, guests or budget [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  const firstViewCards = async (p: string) => {
    const res = await t.app.request(p, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const view = new JSDOM(await res.text()).window.document.getElementById('first-view')!;
    return {
      names: [...view.querySelectorAll('.listing-card__name')].map((n) => n.textContent),
      count: view.querySelector('.list-header__count')?.textContent,
      // What each field shows: an input's value, a select's chosen option.
      fields: [...view.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.search-facts input, .search-facts select')].map((f) =>
        f instanceof view.ownerDocument.defaultView!.HTMLSelectElement ? f.selectedOptions[0]?.textContent : f.value,
      ),
    };
  };
  const apiNames = async (q: string) => {
    const res = await t.app.request(`/api/vendors?${q}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { vendors: Array<{ name: string }> }).vendors.map((v) => v.name);
  };

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-first-view-facts-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_TEMPLATE);
    writeFirstViewModule(webRoot);
    // The read cache on: a filtered page must not be served the unfiltered page's entry, nor the reverse.
    t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot, PUBLIC_API_CACHE_SECONDS: '30' }, serveWeb: true });
    const caterers = await insertCategory(t.db.knex, 'caterers', 'Caterers', 1);
    // The small kitchen has the most reviews: an unfiltered first view draws it first.
    await insertVendor(t.db.knex, caterers, { name: 'Small Kitchen', slug: 'small-kitchen', capacity: 80, starting_price: 3000, review_average: 5, review_count: 40 });
    await insertVendor(t.db.knex, caterers, { name: 'Grand Feast', slug: 'grand-feast', capacity: 300, starting_price: 9000, review_average: 4.5, review_count: 20 });
    await insertVendor(t.db.knex, caterers, { name: 'Middle Table', slug: 'middle-table', capacity: 150, starting_price: 5500, review_average: 4, review_count: 10 });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('draws for /caterers?guests=120 exactly the cards the API answers for the same query', async () => {
    expect((await firstViewCards('/caterers')).names).toEqual(['Small Kitchen', 'Grand Feast', 'Middle Table']);
    const api = await apiNames('category=caterers&guests=120&sortBy=reviews');
    expect(api).not.toContain('Small Kitchen');
    const drawn = await firstViewCards('/caterers?guests=120');
    expect(drawn.names).toEqual(api.slice(0, drawn.names.length));
    expect(drawn.names).toEqual(['Grand Feast', 'Middle Table']);
  });

  it('draws the budget and the guests together as the API answers them, and the count of that answer', async () => {
    const api = await apiNames('category=caterers&guests=120&maxPrice=6000&sortBy=reviews');
    const drawn = await firstViewCards('/caterers?guests=120&maxPrice=6000');
    expect(drawn.names).toEqual(api);
    expect(drawn.names).toEqual(['Middle Table']);
    expect(drawn.count).toBe('1 vendor fits 120 guests and a $6,000 budget');
    expect(drawn.fields).toEqual(['', '120', 'Starting at $6,000 or less']);
    // The unfiltered page is still itself afterwards (its own cache entry).
    expect((await firstViewCards('/caterers')).names).toEqual(['Small Kitchen', 'Grand Feast', 'Middle Table']);
  });

  it('draws the all-vendors list filtered as well, and leaves out a fact the app leaves out (a past date)', async () => {
    expect((await firstViewCards('/vendors?maxPrice=5000')).names).toEqual(await apiNames('maxPrice=5000&sortBy=reviews'));
    expect((await firstViewCards('/vendors?maxPrice=5000')).names).toEqual(['Small Kitchen']);
    expect((await firstViewCards('/caterers?date=2020-01-01&maxPrice=5000')).names).toEqual(['Small Kitchen']);
  });

  it("draws, as the app does, the count of those that fit and of those that have not listed the fact, and marks each such card (issue 36)", async () => {
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 2);
    await insertVendor(t.db.knex, venues, { name: 'Big Barn', slug: 'big-barn', capacity: 300, starting_price: 7000, review_average: 5, review_count: 30 });
    await insertVendor(t.db.knex, venues, { name: 'Quiet Hall', slug: 'quiet-hall', capacity: null, starting_price: 4000, review_average: 4, review_count: 9 });
    await insertVendor(t.db.knex, venues, { name: 'Open Field', slug: 'open-field', capacity: null, starting_price: null, review_average: 3, review_count: 2 });
    const drawn = async (p: string) => {
      const res = await t.app.request(p, { headers: { accept: 'text/html' } });
      const view = new JSDOM(await res.text()).window.document.getElementById('first-view')!;
      return {
        count: view.querySelector('.list-header__count')?.textContent,
        unlisted: view.querySelector('.list-header__count .list-header__unlisted')?.textContent,
        marks: [...view.querySelectorAll('.listing-card')].map((c) => [c.querySelector('.listing-card__name')?.textContent, [...c.querySelectorAll('.listing-card__unlisted li')].map((li) => li.textContent)]),
      };
    };
    expect(await drawn('/venues?guests=150')).toEqual({
      count: '1 vendor fits 150 guests · 2 have not listed their capacity',
      unlisted: ' · 2 have not listed their capacity',
      marks: [['Big Barn', []], ['Quiet Hall', ['Capacity not listed']], ['Open Field', ['Capacity not listed']]],
    });
    expect(await drawn('/venues?guests=150&maxPrice=8000')).toEqual({
      count: '1 vendor fits 150 guests and a $8,000 budget · 2 have not listed their capacity or price',
      unlisted: ' · 2 have not listed their capacity or price',
      marks: [['Big Barn', []], ['Quiet Hall', ['Capacity not listed']], ['Open Field', ['Capacity not listed', 'Price not listed']]],
    });
    // Every caterer states a price: the count says how many fit, with nothing after it, and no card is marked.
    expect(await drawn('/caterers?maxPrice=9500')).toEqual({
      count: '3 vendors fit a $9,500 budget',
      unlisted: undefined,
      marks: [['Small Kitchen', []], ['Grand Feast', []], ['Middle Table', []]],
    });
    expect((await drawn('/vendors?maxPrice=8000')).count).toBe('4 vendors fit a $8,000 budget · 1 has not listed its price');
    // Without guests or budget: the plain count, no marks.
    expect(await drawn('/venues')).toEqual({ count: '3 vendors', unlisted: undefined, marks: [['Big Barn', []], ['Quiet Hall', []], ['Open Field', []]] });
  });
});
