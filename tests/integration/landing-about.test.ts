/**
 * A landing page's 'About {filter}' text is its SEO content (issue 36, point 4): it is in the HTML the
 * server sends for GET /{category}/{filter}, sanitized, before any JavaScript runs — through the Hono app
 * on both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertFilter, insertVendor, linkFilter } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHELL_TEMPLATE } from '../support/shell-template.ts';
import { writeFirstViewModule } from '../support/first-view-module.ts';

describe.each(DIALECTS)("a landing page's About text in the server's HTML [%s]", (dialect) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-landing-about-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_TEMPLATE);
    writeFirstViewModule(webRoot);
    t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot }, serveWeb: true });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const barn = await insertVendor(t.db.knex, venues, { name: 'Red Barn', slug: 'red-barn' });
    const filter = await insertFilter(t.db.knex, venues, {
      // Written behind the repositories' back, so the server's own sanitizing on drawing is what is tested.
      content: '<h3>Why a barn?</h3><p>Barn weddings in the <strong>Upstate</strong> mean long tables.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    await linkFilter(t.db.knex, barn, filter);
    const plain = await insertFilter(t.db.knex, venues, { name: 'Plain Venues', slug: 'plain-venues', filter_value: 'plain', content: null });
    await linkFilter(t.db.knex, barn, plain);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('GET /{category}/{filter} has the About heading and the filter text, sanitized, in its HTML', async () => {
    const res = await t.app.request('/venues/barn-venues', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    const about = doc.querySelector('#first-view .landing-content')!;
    expect(about).not.toBeNull();
    expect(about.querySelector('h2')?.textContent).toBe('About barn venues');
    expect(about.querySelector('h3')?.textContent).toBe('Why a barn?');
    expect(about.querySelector('p')?.textContent).toBe('Barn weddings in the Upstate mean long tables.');
    expect(about.querySelector('strong')?.textContent).toBe('Upstate');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
  });

  it('draws no About section for a filter without text', async () => {
    const html = await (await t.app.request('/venues/plain-venues', { headers: { accept: 'text/html' } })).text();
    expect(new JSDOM(html).window.document.querySelector('#first-view .list-results')).not.toBeNull();
    expect(html).not.toContain('landing-content');
  });
});
