/**
 * /dev/mailbox shows every email the embedded profile wrote, login links included: it is mounted only when
 * the server listens on a loopback address, or when DEV_MAILBOX=true says the network is trusted, and
 * never in production. (The mounting does not depend on the database: SQLite only.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

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

  it('is not served in production, even on 127.0.0.1 with mail written to files', async () => {
    expect(await statuses({ NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com', METRICS_TOKEN: 'a-long-enough-metrics-token' })).toEqual([404, 404]);
  });
});
