import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { httpDrain } from './http-drain.ts';

/** A Hono app served as main.ts serves it: /slow answers after `ms`, /ready asks the drain's probe. */
const start = async () => {
  const drain: { current?: ReturnType<typeof httpDrain> } = {};
  const app = new Hono()
    .get('/slow', async (c) => {
      await new Promise((r) => setTimeout(r, Number(c.req.query('ms') ?? 300)));
      return c.text('done');
    })
    .get('/ready', async (c) => {
      try {
        await drain.current!.probe.check();
        return c.text('ready');
      } catch {
        return c.text('unavailable', 503);
      }
    });
  const server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as http.Server)) as http.Server;
  });
  drain.current = httpDrain(server);
  return { server, drain: drain.current, port: (server.address() as AddressInfo).port };
};

const agents: http.Agent[] = [];
const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  agents.push(agent);
  return agent;
};
afterEach(() => {
  for (const a of agents.splice(0)) a.destroy();
});

/** A GET on a new connection, or on `agent`'s kept-alive ones. */
const get = (port: number, path: string, agent?: http.Agent) =>
  new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });

describe('httpDrain (an API process stopping on SIGTERM)', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    const { drain, port } = await start();
    const inFlight = get(port, '/slow?ms=400');
    await new Promise((r) => setTimeout(r, 100));
    const stopped = drain.drain();
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    expect(await stopped).toEqual({ cut: 0 });
    await expect(get(port, '/ready')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('closes keep-alive connections once idle, so it stops without waiting for the clients’ keep-alive timeout', async () => {
    const { server, drain, port } = await start();
    expect(server.keepAliveTimeout).toBeGreaterThanOrEqual(5000);
    const agent = keepAliveAgent();
    // Two connections kept alive: one idle at the signal, one answering a slow request.
    await Promise.all([get(port, '/slow?ms=10', agent), get(port, '/slow?ms=10', agent)]);
    const busy = get(port, '/slow?ms=400', agent);
    await new Promise((r) => setTimeout(r, 100));
    const began = Date.now();
    const stopped = drain.drain();
    const answer = await busy;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(await stopped).toEqual({ cut: 0 });
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it('answers not ready from the signal on and keeps serving during the delay a polling balancer needs', async () => {
    const { drain, port } = await start();
    expect((await get(port, '/ready')).status).toBe(200);
    const stopped = drain.drain({ delayMs: 400 });
    const during = await get(port, '/ready');
    expect(during.status).toBe(503);
    expect(during.connection).toBe('close');
    expect(await get(port, '/slow?ms=10')).toMatchObject({ status: 200, body: 'done' });
    await stopped;
    await expect(get(port, '/ready')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts a request still running after the grace period', async () => {
    const { drain, port } = await start();
    const stuck = get(port, '/slow?ms=5000');
    await new Promise((r) => setTimeout(r, 100));
    expect(await drain.drain({ graceMs: 300 })).toEqual({ cut: 1 });
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
