/**
 * The raw HTML the server sends for the pages couples land on and share (home, a category list, an SEO
 * landing page, a vendor page), built from the built shell and the seeded demo directory, checked by two
 * independent validators:
 *
 * - html-validate with its recommended rules, so the markup (landmarks, forms, ids, nesting) is valid HTML
 *   that assistive technology can make sense of, before any JavaScript runs;
 * - structured-data-testing-tool with the Google, Twitter and Facebook presets, so a shared link shows a
 *   card with a title, a description and an image (the vendor's own photo on a vendor page), and the JSON-LD
 *   is what Google's presets expect.
 *
 * Every image a social card names is fetched too: it must really exist.
 */
import { spawn } from 'node:child_process';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../support/running-site.ts';

/**
 * html-validate's recommended rules, with only rules about how markup is spelled (not what it means) off:
 * - doctype-style: wants `<!DOCTYPE html>` upper case; vite writes `<!doctype html>`, equally valid HTML;
 * - void-style: wants `<meta …>` rather than `<meta … />`; the template (prettier's style) writes the
 *   latter, the server's first view the former, both valid HTML.
 * Everything else of the preset is on, long-title (≤ 70 characters) included.
 */
const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
  },
};

interface SdttResult {
  passed: Array<{ test: string; description?: string; group?: string }>;
  failed: Array<{ test: string; description?: string; group?: string }>;
}

/**
 * structured-data-testing-tool's library API, run in a child process: the tool loads babel-polyfill (core-js 2)
 * into the process that requires it, which breaks the site served from this one. The page's HTML goes in
 * on stdin; the tool's result (it rejects with VALIDATION_FAILED and the same result when a test fails)
 * comes back as JSON.
 */
const SDTT_SCRIPT = `
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, Twitter, Facebook } = require('structured-data-testing-tool/presets');
let html = '';
process.stdin.setEncoding('utf8').on('data', (d) => (html += d)).on('end', async () => {
  let res;
  try { res = await structuredDataTest(html, { url: process.argv[1], presets: [Google, Twitter, Facebook] }); }
  catch (e) { if (!e.res) { console.error(e); process.exit(2); } res = e.res; }
  const pick = (list) => list.map((t) => ({ test: t.test, description: t.description, group: t.group }));
  process.stdout.write(JSON.stringify({ passed: pick(res.passed), failed: pick(res.failed) }));
});`;

const structuredData = (html: string, url: string): Promise<SdttResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SDTT_SCRIPT, url], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as SdttResult) : reject(new Error(`structured-data-testing-tool exited ${code}: ${err}`))));
    child.stdin.end(html);
  });

describe('the markup and social cards of public pages, checked by html-validate and structured-data-testing-tool', () => {
  let site: RunningSite;
  let pages: Array<[name: string, path: string]>;
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

  beforeAll(async () => {
    site = await startSite('sqlite');
    const k = site.db.knex;
    const filter = await k('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).orderBy('f.slug').first('f.slug', 'c.slug as category');
    const vendor = await k('vendors as v').join('vendor_images as i', 'i.vendor_id', 'v.id').where({ 'v.is_active': true, 'i.is_primary': true }).orderBy('v.slug').first('v.slug');
    pages = [
      ['home', '/'],
      ['category list', '/venues'],
      ['landing page', `/${filter.category}/${filter.slug}`],
      ['vendor page', `/vendors/${vendor.slug}`],
    ];
  });
  afterAll(async () => {
    await site?.stop();
  });

  const raw = async (path: string) => {
    const res = await fetch(site.baseUrl + path, { headers: { accept: 'text/html' } });
    const body = await res.text();
    expect({ path, status: res.status, body: res.status === 200 ? "" : body.slice(0, 300) }).toEqual({ path, status: 200, body: "" });
    return body;
  };

  it('html-validate (recommended rules) finds no error in the HTML of home, a category list, a landing page and a vendor page', async () => {
    const errors: string[] = [];
    for (const [name, path] of pages) {
      const report = await validator.validateString(await raw(path));
      for (const r of report.results) {
        for (const m of r.messages as Message[]) if (m.severity === 2) errors.push(`${name}: ${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('structured-data-testing-tool (Google, Twitter, Facebook presets) fails no test on those pages, and the images the cards name exist', async () => {
    const failed: string[] = [];
    for (const [name, path] of pages) {
      const result = await structuredData(await raw(path), site.baseUrl + path);
      expect(result.passed.length, `${name}: the presets ran`).toBeGreaterThan(0);
      for (const f of result.failed) failed.push(`${name}: [${f.group ?? ''}] ${f.test} ${f.description ?? ''}`.trim());
    }
    expect(failed).toEqual([]);

    for (const [name, path] of pages) {
      const doc = new JSDOM(await raw(path)).window.document;
      const meta = (sel: string) => doc.querySelector(`meta[${sel}]`)?.getAttribute('content') ?? null;
      const image = meta('property="og:image"');
      expect(image, `${name}: og:image`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(meta('name="twitter:image"'), `${name}: twitter:image`).toBe(image);
      expect(meta('property="og:image:alt"')?.trim(), `${name}: og:image:alt`).toBeTruthy();
      const res = await fetch(image!);
      expect({ name, status: res.status, type: res.headers.get('content-type') }).toEqual({ name, status: 200, type: expect.stringMatching(/^image\//) });
    }
  });

  it("a vendor page's card shows the vendor's primary photo, with its alt text", async () => {
    const vendorPath = pages[3]![1];
    const slug = vendorPath.split('/').pop()!;
    const photo = await site.db
      .knex('vendor_images as i')
      .join('vendors as v', 'v.id', 'i.vendor_id')
      .where({ 'v.slug': slug, 'i.is_primary': true })
      .first('i.storage_key', 'i.alt_text', 'v.name');
    const doc = new JSDOM(await raw(vendorPath)).window.document;
    const meta = (sel: string) => doc.querySelector(`meta[${sel}]`)?.getAttribute('content') ?? null;
    expect(meta('property="og:image"')).toBe(`${site.baseUrl}/media/${photo.storage_key}`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('property="og:image:alt"')).toBe(photo.alt_text?.trim() || photo.name);
  });
});
