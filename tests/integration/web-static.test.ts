import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '../../adapters/http/app.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';

const write = (root: string, rel: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), body);
};

describe('serving the built micro-frontends', () => {
  let root: string;
  let app: HttpApp;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-web-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>Shell</title>');
    write(root, 'shell/dist/assets/index-abc123.js', 'console.log("shell")');
    write(root, 'shell/dist/favicon.svg', '<svg/>');
    write(root, 'public/dist/remoteEntry.js', 'export const get = 1');
    write(root, 'public/dist/assets/home-def456.js', 'export default 1');
    write(root, 'secret.txt', 'outside the dist folders');
    app = createHttpApp({
      logger: new PinoLogger({ level: 'silent' }),
      probes: [],
      // Only the static routes are exercised here; no API use case is called.
      routes: [],
      authenticate: {} as never,
      web: { webRoot: root, remotes: ['public', 'vendor', 'admin'] },
    });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves the shell index for the home page, revalidated on every visit', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Shell</title>');
  });

  it('falls back to the shell index for a page navigation (SPA route)', async () => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
      const res = await app.request('/photographers/fine-art', { headers: { accept } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Shell</title>');
    }
  });

  it('answers 404 for a missing asset instead of the index', async () => {
    const res = await app.request('/assets/missing-999.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await (await app.request('/mf/public/assets/nope.js')).status).toBe(404);
  });

  it('serves hashed assets as immutable and remote entries as no-cache', async () => {
    const hashed = await app.request('/mf/public/assets/home-def456.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
    const entry = await app.request('/mf/public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/assets/index-abc123.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for an unknown remote', async () => {
    expect((await app.request('/mf/billing/remoteEntry.js')).status).toBe(404);
  });

  it('never serves a file outside the dist folders', async () => {
    for (const p of ['/mf/public/..%2F..%2Fsecret.txt', '/..%2Fsecret.txt', '/mf/public/%2e%2e/%2e%2e/secret.txt']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
    }
  });
});
