import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PinoLogger } from '../system/pino-logger.ts';
import { compressResponses, jsonNestingExceeds, limitBody, refuseDeepJson } from './body-and-compression.ts';
import { observeRequests } from './observability.ts';
import { apiCors, securityHeaders } from './security-headers.ts';

const tooLarge = (c: { json: (b: unknown, s: 413) => Response }) => c.json({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } }, 413);

const limited = (max: number) => {
  let read = '';
  const app = new Hono();
  app.use('*', limitBody(max, tooLarge));
  app.all('/echo', async (c) => {
    read = c.req.method === 'GET' ? '' : await c.req.text();
    return c.json({ length: read.length });
  });
  return { app, read: () => read };
};

/** A body that arrives in chunks, with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.subarray(i, i + 100));
      controller.close();
    },
  });

describe('limitBody', () => {
  it('lets a GET through without looking for a body', async () => {
    const res = await limited(10).app.request('/echo');
    expect(res.status).toBe(200);
  });

  it('passes a body within the limit, read whole by the route', async () => {
    const t = limited(1000);
    const res = await t.app.request('/echo', { method: 'POST', body: 'x'.repeat(1000), headers: { 'content-length': '1000' } });
    expect(res.status).toBe(200);
    expect(t.read()).toHaveLength(1000);
  });

  it('refuses by Content-Length before the route reads anything', async () => {
    const t = limited(1000);
    const res = await t.app.request('/echo', { method: 'POST', body: 'x'.repeat(1001), headers: { 'content-length': '1001' } });
    expect(res.status).toBe(413);
    expect(t.read()).toBe('');
  });

  it('counts a chunked body as it streams in and refuses it past the limit', async () => {
    const t = limited(1000);
    const over = await t.app.request('/echo', { method: 'POST', body: chunked('y'.repeat(1500)), duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
    const within = await t.app.request('/echo', { method: 'POST', body: chunked('y'.repeat(900)), duplex: 'half' } as RequestInit);
    expect(within.status).toBe(200);
    expect(t.read()).toHaveLength(900);
  });
});

describe('limitBody with a limit per request', () => {
  it("judges each body by its own route's limit", async () => {
    const app = new Hono();
    app.use('*', limitBody((c) => (c.req.path === '/small' ? 100 : 1000), tooLarge));
    app.post('*', async (c) => c.json({ length: (await c.req.text()).length }));
    const send = (path: string, n: number, streamed = false) =>
      app.request(path, streamed ? ({ method: 'POST', body: chunked('z'.repeat(n)), duplex: 'half' } as RequestInit) : { method: 'POST', body: 'z'.repeat(n), headers: { 'content-length': String(n) } });
    expect((await send('/small', 100)).status).toBe(200);
    expect((await send('/small', 101)).status).toBe(413);
    expect((await send('/small', 150, true)).status).toBe(413);
    expect((await send('/large', 1000)).status).toBe(200);
    expect((await send('/large', 900, true)).status).toBe(200);
    expect((await send('/large', 1001)).status).toBe(413);
  });
});

const nest = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('jsonNestingExceeds', () => {
  it('counts the depth of arrays and objects, and only beyond the limit says so', () => {
    expect(jsonNestingExceeds(nest(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nest(33), 32)).toBe(true);
    expect(jsonNestingExceeds('{"a":'.repeat(32) + '1' + '}'.repeat(32), 32)).toBe(false);
    expect(jsonNestingExceeds('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true);
    // Siblings do not add up: depth, not count.
    expect(jsonNestingExceeds(`[${Array.from({ length: 1000 }, () => nest(10)).join(',')}]`, 32)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '['.repeat(100) + '{'.repeat(100) }), 32)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: 'say "[[[[" and \\"{{{{' + '['.repeat(50) }), 32)).toBe(false);
    // A key ending in an escaped backslash closes its string: what follows counts.
    expect(jsonNestingExceeds(`${JSON.stringify({ 'a\\': 'say "hi"' }).slice(0, -1)},"n":${nest(33)}}`, 32)).toBe(true);
  });
});

describe('refuseDeepJson', () => {
  const guarded = () => {
    let parsed = 0;
    const app = new Hono();
    app.use('*', refuseDeepJson(32));
    app.post('/echo', async (c) => {
      parsed++;
      return c.json({ got: await c.req.json() });
    });
    return { app, parsed: () => parsed };
  };

  it('refuses a body nested deeper than the limit with a 400 in the house shape, before the route parses it', async () => {
    const t = guarded();
    for (const body of [nest(33), nest(20_000), `{"vendorIds": ${nest(5000)}}`]) {
      const res = await t.app.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: { code: 'BAD_REQUEST', message: 'Request body is nested too deeply' } });
    }
    expect(t.parsed()).toBe(0);
  });

  it('lets a body within the limit through, read once and parsed by the route as usual', async () => {
    const t = guarded();
    const body = { a: JSON.parse(nest(30)) as unknown, text: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' };
    const res = await t.app.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: body });
  });
});

const BIG_JSON = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vendor ${i}` })) };

describe('compressResponses', () => {
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/big', (c) => c.json(BIG_JSON));
  app.get('/png', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }));

  it('gzips for a client that accepts it', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual(BIG_JSON);
  });

  it('sends the body as it is to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const res = await app.request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(BIG_JSON);
  });

  it('leaves types that do not compress alone', async () => {
    const res = await app.request('/png');
    expect(res.headers.get('vary')).toBeNull();
  });
});

describe('the middleware that run around every answer', () => {
  it('set their headers on the route’s own Response instead of copying it around its body stream', async () => {
    let made: Response | null = null;
    const app = new Hono();
    app.use('*', observeRequests(new PinoLogger({ level: 'silent' })));
    app.use('*', securityHeaders({ httpsSite: true, trustProxy: false }));
    app.use('*', apiCors(['https://partner.example.com']));
    app.use('*', compressResponses());
    app.get('/answer', () => (made = new Response(JSON.stringify(BIG_JSON), { headers: { 'content-type': 'application/json' } })));
    const res = await app.request('/answer', { headers: { origin: 'https://partner.example.com' } });
    expect(res).toBe(made);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });

  it('copy a Response whose headers cannot change, and still set every header', async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ httpsSite: false, trustProxy: false }));
    app.get('/immutable', () => Response.redirect('http://localhost/elsewhere', 302));
    const res = await app.request('/immutable');
    expect(res.status).toBe(302);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
  });
});
