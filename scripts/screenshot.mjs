#!/usr/bin/env node
// Screenshots a page in Debian's Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [--full]
import { chromium } from 'playwright-core';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full]');
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
if (errors.length) console.error(`Page errors:\n  ${errors.join('\n  ')}`);
console.log(`Saved ${out}`);
