import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './body-and-compression.ts';
import { revalidatePublicReads, weakEtagOf } from './response-cache.ts';
import { PinoLogger } from '../system/pino-logger.ts';
import { observeRequests } from './observability.ts';
import { cacheKeyOf, publicReadCache, ResponseCache } from './response-cache.ts';
import { apiCors, HSTS_VALUE, securityHeaders } from './security-headers.ts';

/** A tiny app behind the middleware: GET /api/items counts the reads that reach it. */
const harness = (opts: { ttlMs?: number; now?: () => number; maxBytes?: number } = {}) => {
  const cache = new ResponseCache({ ttlMs: opts.ttlMs ?? 30_000, ...(opts.now ? { now: opts.now } : {}), ...(opts.maxBytes ? { maxBytes: opts.maxBytes } : {}) });
  let reads = 0;
  let version = 1;
  let gate: Promise<void> | null = null;
  const app = new Hono();
  app.use(
    '/api/*',
    publicReadCache(cache, {
      // /api/items reads q and big; /api/broken reads nothing; /api/private is no public read.
      queryOf: (p) => (p.startsWith('/api/items') ? ['q', 'big'] : p.startsWith('/api/broken') ? [] : null),
      writeLeavesReadsUnchanged: (p) => p.startsWith('/api/contact'),
    }),
  );
  app.use('*', compressResponses());
  app.use('/api/*', revalidatePublicReads());
  app.get('/api/items', async (c) => {
    reads++;
    if (gate) await gate;
    c.header('Cache-Control', 'public, no-cache');
    return c.json({ version, q: c.req.query('q') ?? null, ...(c.req.query('big') ? { filler: 'x'.repeat(4000) } : {}) });
  });
  app.get('/api/private', (c) => {
    reads++;
    return c.json({ mine: true });
  });
  app.get('/api/broken', (c) => {
    reads++;
    return c.json({ error: 'no' }, 500);
  });
  app.put('/api/items', (c) => {
    version++;
    return c.json({ ok: true });
  });
  app.post('/api/contact', (c) => c.json({ ok: true }));
  app.put('/api/refused', (c) => c.json({ ok: false }, 400));
  return {
    app,
    cache,
    reads: () => reads,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
};

const body = async (res: Response) => (await res.json()) as { version: number; q: string | null };

describe('weak ETag', () => {
  it('tags a text answer as the UTF-8 bytes it is sent as, so spliced text and a cached body share a tag', () => {
    const text = '{"name":"Café Rosé — ✓ 🌸","tagline":"Fête"}';
    expect(weakEtagOf(text)).toBe(weakEtagOf(Buffer.from(text, 'utf8')));
    expect(weakEtagOf(text)).not.toBe(weakEtagOf(Buffer.from(text, 'latin1')));
  });
});

describe('public read cache', () => {
  it('answers a repeated public read from memory, marked HIT, without reaching the handler', async () => {
    const h = harness();
    const first = await h.app.request('/api/items?q=barn');
    const second = await h.app.request('/api/items?q=barn');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await body(second)).toEqual({ version: 1, q: 'barn' });
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(h.reads()).toBe(1);
  });

  it('treats the same query in another parameter order as the same read', async () => {
    expect(cacheKeyOf('http://x/api/items?b=2&a=1')).toBe(cacheKeyOf('http://x/api/items?a=1&b=2'));
    expect(cacheKeyOf('http://x/api/items?a=1')).not.toBe(cacheKeyOf('http://x/api/items?a=2'));
  });

  it("keys a read on the parameters its route reads alone, so made-up parameters cannot fill the cache", async () => {
    expect(cacheKeyOf('http://x/api/items?b=2&z=9&a=1', ['a', 'b'])).toBe(cacheKeyOf('http://x/api/items?a=1&b=2', ['a', 'b']));
    expect(cacheKeyOf('http://x/api/items?utm_source=a&fbclid=b', [])).toBe('/api/items');
    const h = harness();
    expect((await h.app.request('/api/items?q=barn&x=1')).headers.get('x-cache')).toBe('MISS');
    for (const path of ['/api/items?x=2&q=barn', '/api/items?q=barn', '/api/items?utm_source=a&q=barn&fbclid=b']) {
      const res = await h.app.request(path);
      expect(res.headers.get('x-cache'), path).toBe('HIT');
      expect(await body(res)).toEqual({ version: 1, q: 'barn' });
    }
    expect((await h.app.request('/api/items?q=garden&x=1')).headers.get('x-cache')).toBe('MISS');
    expect(h.cache.size).toBe(2);
    expect(h.reads()).toBe(2);
  });

  it('caches no read the rules do not name as public', async () => {
    const h = harness();
    await h.app.request('/api/private');
    expect((await h.app.request('/api/private')).headers.get('x-cache')).toBeNull();
    expect(h.reads()).toBe(2);
    expect(h.cache.size).toBe(0);
  });

  it('shows a change made through the API at once: a successful write empties the cache', async () => {
    const h = harness();
    await h.app.request('/api/items');
    await h.app.request('/api/items', { method: 'PUT' });
    const after = await h.app.request('/api/items');
    expect(await body(after)).toEqual({ version: 2, q: null });
    expect(h.reads()).toBe(2);
  });

  it('keeps the cache through writes that change no public read, and through refused writes', async () => {
    const h = harness();
    await h.app.request('/api/items');
    await h.app.request('/api/contact', { method: 'POST' });
    await h.app.request('/api/refused', { method: 'PUT' });
    await h.app.request('/api/items');
    expect(h.reads()).toBe(1);
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000;
    const h = harness({ ttlMs: 30_000, now: () => now });
    await h.app.request('/api/items');
    now += 29_999;
    await h.app.request('/api/items');
    expect(h.reads()).toBe(1);
    now += 2;
    await h.app.request('/api/items');
    expect(h.reads()).toBe(2);
  });

  it('never caches a request that carries credentials', async () => {
    const h = harness();
    await h.app.request('/api/items', { headers: { Authorization: 'Bearer abc' } });
    await h.app.request('/api/items', { headers: { Authorization: 'Bearer abc' } });
    expect(h.reads()).toBe(2);
    expect(h.cache.size).toBe(0);
  });

  it('never caches an error answer', async () => {
    const h = harness();
    expect((await h.app.request('/api/broken')).status).toBe(500);
    expect((await h.app.request('/api/broken')).status).toBe(500);
    expect(h.reads()).toBe(2);
  });

  it('answers concurrent misses of one URL with a single read', async () => {
    const h = harness();
    const release = h.hold();
    const pending = Array.from({ length: 20 }, () => h.app.request('/api/items?q=garden'));
    await new Promise((r) => setTimeout(r, 10));
    release();
    const answers = await Promise.all(pending);
    expect(h.reads()).toBe(1);
    for (const a of answers) expect(await body(a)).toEqual({ version: 1, q: 'garden' });
  });

  it('does not keep a read that was under way when a write emptied the cache', async () => {
    const h = harness();
    const release = h.hold();
    const stale = h.app.request('/api/items');
    await new Promise((r) => setTimeout(r, 5));
    await h.app.request('/api/items', { method: 'PUT' });
    release();
    await stale;
    const fresh = await h.app.request('/api/items');
    expect(await body(fresh)).toEqual({ version: 2, q: null });
  });

  it('keeps a gzipped copy: a browser gets gzip, a client without Accept-Encoding plain JSON, from one read', async () => {
    const h = harness();
    const gz = await h.app.request('/api/items?big=1', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await h.app.request('/api/items?big=1');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(JSON.parse(text)).toMatchObject({ version: 1, filler: 'x'.repeat(4000) });
    const again = await h.app.request('/api/items?big=1', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(new Uint8Array(await again.arrayBuffer())).toString('utf8')).toBe(text);
    expect(h.reads()).toBe(1);
  });

  it('sends every answer as its Content-Encoding says, miss or hit, small or large, to a browser and to a plain client', async () => {
    const h = harness();
    const decoded = async (res: Response) => {
      const raw = new Uint8Array(await res.arrayBuffer());
      const text = res.headers.get('content-encoding') === 'gzip' ? gunzipSync(raw).toString('utf8') : new TextDecoder().decode(raw);
      return JSON.parse(text) as { q: string | null };
    };
    for (const path of ['/api/items?q=small', '/api/items?q=large&big=1']) {
      for (const [state, headers] of [['MISS', { 'Accept-Encoding': 'gzip, deflate, br' }], ['HIT', { 'Accept-Encoding': 'gzip, deflate, br' }], ['HIT', {}]] as const) {
        const res = await h.app.request(path, { headers });
        expect(res.headers.get('x-cache'), `${path} ${state}`).toBe(state);
        expect((await decoded(res)).q, `${path} ${state} ${JSON.stringify(headers)}`).toBe(path.includes('small') ? 'small' : 'large');
      }
    }
    // Bodies under 1 KB go plain even to a browser; larger ones gzipped.
    expect((await h.app.request('/api/items?q=small', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-encoding')).toBeNull();
    expect((await h.app.request('/api/items?q=large&big=1', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-encoding')).toBe('gzip');
  });

  it('gives the plain and the gzipped answer one weak ETag of the identity body, and answers a match with a bodiless 304, miss or hit', async () => {
    for (const ttlMs of [30_000, 0]) {
      const h = harness({ ttlMs });
      const plain = await h.app.request('/api/items?big=1');
      const identity = new Uint8Array(await plain.arrayBuffer());
      const etag = plain.headers.get('etag')!;
      expect(etag, `ttl ${ttlMs}`).toBe(weakEtagOf(identity));
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      const gz = await h.app.request('/api/items?big=1', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('etag')).toBe(etag);
      expect(new Uint8Array(gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toEqual(identity);
      // A fresh cache (a miss) and a warm one (a hit), plain and gzip clients, a list of tags, the strong form.
      const cold = harness({ ttlMs });
      for (const [app, headers] of [
        [cold.app, { 'If-None-Match': etag }],
        [h.app, { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' }],
        [h.app, { 'If-None-Match': `"other", ${etag.slice(2)}` }],
      ] as const) {
        const res = await app.request('/api/items?big=1', { headers });
        expect(res.status, `ttl ${ttlMs} ${JSON.stringify(headers)}`).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('cache-control')).toBe('public, no-cache');
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(await res.text()).toBe('');
      }
      expect(h.cache.size).toBe(ttlMs ? 1 : 0);
      expect(cold.cache.size, 'a conditional miss still fills the cache').toBe(ttlMs ? 1 : 0);
    }
  });

  it('answers a stale ETag with the new body once the data changed', async () => {
    const h = harness();
    const etag = (await h.app.request('/api/items')).headers.get('etag')!;
    await h.app.request('/api/items', { method: 'PUT' });
    const res = await h.app.request('/api/items', { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect((await body(res)).version).toBe(2);
  });

  it('is off with a TTL of 0', async () => {
    const h = harness({ ttlMs: 0 });
    await h.app.request('/api/items');
    await h.app.request('/api/items');
    expect(h.reads()).toBe(2);
  });

  it('drops the oldest entries above its byte budget', async () => {
    const h = harness({ maxBytes: 50 }); // each body is 22 bytes of UTF-8: room for two
    for (const q of ['a', 'b', 'c', 'd']) await h.app.request(`/api/items?q=${q}`);
    expect(h.cache.size).toBe(2);
    await h.app.request('/api/items?q=d');
    expect(h.reads()).toBe(4); // the newest is still there
  });

  it('gives each cached answer the headers of its own request: its id, HSTS over https, CORS for its origin', async () => {
    const cache = new ResponseCache({ ttlMs: 30_000 });
    const app = new Hono();
    app.use('*', observeRequests(new PinoLogger({ level: 'silent' })));
    app.use('*', securityHeaders({ httpsSite: false, trustProxy: true }));
    app.use('/api/*', apiCors(['https://partner.example.com']));
    app.use('/api/*', publicReadCache(cache, { queryOf: () => [], writeLeavesReadsUnchanged: () => false }));
    app.get('/api/items', (c) => c.json({ items: [] }, 200, { 'Cache-Control': 'public, no-cache' }));
    const ask = (headers: Record<string, string> = {}) => app.request('/api/items', { headers });
    // The miss, then hits that alternate the headers their requests call for (an entry keeps the shared ones made once).
    const answers = [
      await ask(),
      await ask({ 'X-Forwarded-Proto': 'https' }),
      await ask({ Origin: 'https://partner.example.com' }),
      await ask({ 'X-Request-Id': 'mine-1' }),
      await ask({ 'X-Forwarded-Proto': 'https', Origin: 'https://elsewhere.example.com' }),
    ];
    expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
    expect(answers.map((r) => r.headers.get('strict-transport-security'))).toEqual([null, HSTS_VALUE, null, null, HSTS_VALUE]);
    expect(answers.map((r) => r.headers.get('access-control-allow-origin'))).toEqual([null, null, 'https://partner.example.com', null, null]);
    expect(answers.map((r) => r.headers.get('vary'))).toEqual(Array(5).fill('Accept-Encoding, Origin'));
    expect(answers.every((r) => r.headers.get('x-frame-options') === 'DENY' && r.headers.get('etag'))).toBe(true);
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    expect(ids[3]).toBe('mine-1');
    expect(new Set(ids).size).toBe(5);
  });
});
