/**
 * /dev/mailbox shows every email the embedded profile wrote, login links included: it is mounted only when
 * the server listens on a loopback address, or when DEV_MAILBOX=true says the network is trusted, and
 * never in production. (The mounting does not depend on the database: SQLite only.)
 */
import http from 'node:http';
import type net from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';

describe('the dev mailbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const statuses = async (env: Record<string, string>) => {
    t = await createTestApp('sqlite', { env });
    return [(await t.app.request('/dev/mailbox')).status, (await t.app.request('/dev/mailbox.json')).status];
  };

  it('is served when the server listens on 127.0.0.1', async () => {
    expect(await statuses({ HOST: '127.0.0.1' })).toEqual([200, 200]);
  });

  it('is not served when the server listens on every interface (HOST=0.0.0.0)', async () => {
    expect(await statuses({ HOST: '0.0.0.0' })).toEqual([404, 404]);
  });

  it('is served on 0.0.0.0 when DEV_MAILBOX=true opts in', async () => {
    expect(await statuses({ HOST: '0.0.0.0', DEV_MAILBOX: 'true' })).toEqual([200, 200]);
  });

  // Production requires SMTP_URL too (mail is never written to files there).
  it('is not served in production, even on 127.0.0.1', async () => {
    expect(await statuses({ NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com', METRICS_TOKEN: 'a-long-enough-metrics-token', FORM_TOKEN_SECRET: 'a-long-enough-form-secret', SMTP_URL: 'smtp://relay.example.com:587', ...STRIPE_TEST_ENV })).toEqual([404, 404]);
  });

  /** A login link in the mailbox, as the admin's sign-in would leave it. */
  const LINK = 'http://localhost:3000/auth/verify/admin-login-token-0123456789';
  const withLoginLink = async (env: Record<string, string> = {}) => {
    t = await createTestApp('sqlite', { env: { HOST: '127.0.0.1', ...env } });
    await t.container.get<FileOutboxMailer>(TOKENS.Mailer).send({ to: 'admin@upstateweddingdirectory.com', subject: 'Your login link', text: `Log in: ${LINK}`, html: `<a href="${LINK}">Log in</a>`, idempotencyKey: 'login-1' });
    return t;
  };

  it('answers only loopback host names, even a name the rest of the site answers for (DNS rebinding)', async () => {
    const app = (await withLoginLink({ PUBLIC_BASE_URL: 'http://dev.example.test:3000', ALLOWED_HOSTS: 'rebind.attacker.example' })).app;
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', undefined]) {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await app.request(path, host ? { headers: { Host: host } } : {});
        expect(res.status, `${path} on ${host}`).toBe(200);
        expect(await res.text(), `${path} on ${host}`).toContain(LINK);
      }
    }
    for (const host of ['rebind.attacker.example:3901', 'dev.example.test:3000']) {
      // The rest of the site answers these names (PUBLIC_BASE_URL, ALLOWED_HOSTS); the mailbox does not.
      expect((await app.request('/api/health', { headers: { Host: host } })).status).toBe(200);
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await app.request(path, { headers: { Host: host } });
        expect(res.status, `${path} on ${host}`).toBe(421);
        expect(await res.text(), `${path} on ${host}`).not.toContain('admin-login-token');
      }
    }
  });

  it('answers an IP address the site answers for (DEV_MAILBOX=true on a trusted network): an address cannot be rebound', async () => {
    const app = (await withLoginLink({ HOST: '0.0.0.0', DEV_MAILBOX: 'true', ALLOWED_HOSTS: '192.168.1.20' })).app;
    const res = await app.request('/dev/mailbox.json', { headers: { Host: '192.168.1.20:3000' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(LINK);
    // An address the site does not answer for is refused by the site's own list first.
    expect((await app.request('/dev/mailbox.json', { headers: { Host: '192.168.1.21:3000' } })).status).toBe(421);
  });

  it('refuses another site: a foreign Origin, or Sec-Fetch-Site cross-site or same-site', async () => {
    const app = (await withLoginLink()).app;
    const refused: Array<Record<string, string>> = [
      { Origin: 'http://rebind.attacker.example:3901' },
      { Origin: 'http://localhost:3001' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refused) {
      const json = await app.request('/dev/mailbox.json', { headers });
      expect(json.status, JSON.stringify(headers)).toBe(403);
      const text = await json.text();
      expect(text).not.toContain('admin-login-token');
      expect(JSON.parse(text)).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
      const page = await app.request('/dev/mailbox', { headers });
      expect(page.status, JSON.stringify(headers)).toBe(403);
      expect(await page.text()).not.toContain('admin-login-token');
    }
    // Its own page, or an address typed in the bar, gets it.
    const own: Array<Record<string, string>> = [{ Origin: 'http://localhost' }, { 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }];
    for (const headers of own) {
      expect((await app.request('/dev/mailbox.json', { headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a rebound host name over a real socket, with no login link in the answer', async () => {
    const app = (await withLoginLink()).app;
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const port = (server.address() as net.AddressInfo).port;
      const get = (host: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path: '/dev/mailbox.json', headers: { Host: host } }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
      const rebound = await get('rebind.attacker.example:3901');
      expect(rebound.status).toBe(421);
      expect(rebound.body).not.toContain('admin-login-token');
      const own = await get(`127.0.0.1:${port}`);
      expect(own.status).toBe(200);
      expect(own.body).toContain(LINK);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
