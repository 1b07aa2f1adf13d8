import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { HttpApp } from '../../adapters/http/app.ts';
import { JsonConsoleLogger } from '../../adapters/system/console-logger.ts';
import { prepareDatabase } from '../../apps/api/bootstrap.ts';
import { loadConfig } from '../../apps/api/config.ts';
import { buildContainer } from '../../apps/api/container.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { createTestDatabase, type TestDialect, type TestDatabase } from './databases.ts';

export interface RunningSite {
  baseUrl: string;
  db: TestDatabase;
  stop(): Promise<void>;
}

/**
 * The whole site as `npm start` runs it — built micro-frontends, migrations, the demo seed — on a fresh
 * database and a free port on 127.0.0.1.
 */
export const startSite = async (dialect: TestDialect = 'sqlite'): Promise<RunningSite> => {
  const webRoot = path.resolve('microfrontends');
  if (!fs.existsSync(path.join(webRoot, 'shell', 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests (npm test does it).');
  }
  const db = await createTestDatabase(dialect, { migrate: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-site-'));
  // The demo photos are deterministic: every site of a run shares one uploads folder, so the seed draws
  // them once (about 10 s on two cores) rather than once per site.
  const uploads = path.resolve('tests/.artifacts/uploads');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: webRoot }),
    database: db.config,
    storage: { kind: 'local' as const, root: uploads },
  };
  const container = buildContainer(config, { knex: db.knex, logger: new JsonConsoleLogger('silent') });
  await prepareDatabase(container, { migrate: true, seed: 'if-empty' });
  const app = container.get<HttpApp>(TOKENS.HttpApp);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
