import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { PinoLogger } from '../system/pino-logger.ts';
import { compressResponses, limitBody } from './body-and-compression.ts';
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
    app.use('*', requestId());
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
