import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { HttpApp } from '../../adapters/http/app.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { startEmbeddedBackground } from '../../apps/api/background.ts';
import { prepareDatabase } from '../../apps/api/bootstrap.ts';
import { loadConfig } from '../../apps/api/config.ts';
import { buildContainer } from '../../apps/api/container.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { createTestDatabase, type TestDialect, type TestDatabase } from './databases.ts';
import { inquiryFormToken } from './form-token.ts';
import { freePort } from './mariadb.ts';

export interface RunningSite {
  baseUrl: string;
  db: TestDatabase;
  /** The admin email the site was configured with. */
  adminEmail: string;
  /** Emails the site sent (the embedded outbox), newest first. */
  mailbox(): Promise<Array<{ to: string; subject: string; text: string; html: string }>>;
  /** The inquiry form token this site would have issued at `openedAt` (to send an inquiry through the API). */
  formToken(openedAt: Date): string;
  /** The site's own container (e.g. the local test processor, TOKENS.BillingProcessor, to move its test clock). */
  get<T>(token: symbol): T;
  stop(): Promise<void>;
}

/**
 * The whole site as `npm start` runs it — built micro-frontends, migrations, the demo seed — on a fresh
 * database and a free port on 127.0.0.1.
 */
export const startSite = async (dialect: TestDialect = 'sqlite', options: { env?: Record<string, string> } = {}): Promise<RunningSite> => {
  const webRoot = path.resolve('microfrontends');
  if (!fs.existsSync(path.join(webRoot, 'shell', 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests (npm test does it).');
  }
  const db = await createTestDatabase(dialect, { migrate: false });
  // The port is chosen first, so links in emails and SEO tags point at this very server.
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-site-'));
  // The demo photos are deterministic: every site of a run shares one uploads folder, so the seed draws
  // them once (about 10 s on two cores) rather than once per site.
  const uploads = path.resolve('tests/.artifacts/uploads');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: webRoot, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...options.env }),
    database: db.config,
    storage: { kind: 'local' as const, root: uploads },
  };
  const container = buildContainer(config, { knex: db.knex, logger: new PinoLogger({ level: 'silent' }) });
  await prepareDatabase(container, { migrate: true, seed: 'if-empty' });
  const background = startEmbeddedBackground(container, 'in-process');
  const app = container.get<HttpApp>(TOKENS.HttpApp);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    db,
    adminEmail: config.adminEmails[0]!,
    mailbox: async () => ((await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as { messages: [] }).messages,
    formToken: (openedAt) => inquiryFormToken(container, openedAt),
    get: <T>(token: symbol) => container.get<T>(token),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await background?.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
