import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { freePort, startThrowawayMariaDb, type ThrowawayMariaDb } from './mariadb.ts';
import { startThrowawayRedis, type ThrowawayRedis } from './redis.ts';
import { startS3rver, type ThrowawayS3 } from './s3.ts';
import { decodeMail, startSmtpServer } from './smtp.ts';
import { StripeEmulator } from './stripe-emulator.ts';

/**
 * The production profile as CI can run it without Docker (issue 7): MariaDB, Redis, an S3-compatible
 * server (s3rver) and an SMTP server (smtp-server), all on loopback; migrations and the demo seed run by
 * the CLI as their own step (twice at once, as two deploys would); two API processes and one worker as
 * separate Node processes with NODE_ENV=production; a round-robin balancer in front, so consecutive
 * requests of one browser go to different API processes.
 */

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const LINK = /https?:\/\/\S+\/auth\/verify\/[A-Za-z0-9_-]+/;

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), line by line. */
  output: string[];
  exited: Promise<number | null>;
}

const startProcess = (name: string, script: string, args: string[], env: NodeJS.ProcessEnv): ManagedProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, output, exited };
};

const runToEnd = async (p: ManagedProcess): Promise<{ code: number | null; output: string }> => {
  const code = await p.exited;
  return { code, output: p.output.join('\n') };
};

export const waitForHttp = async (url: string, ms = 60_000, what = url) => {
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer within ${ms} ms (${last})`);
};

/** Methods nginx does not send to the next server once the request was sent (`proxy_next_upstream` without `non_idempotent`). */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK']);
/** Headers of one connection, not passed on (the request's length is set again from its body, read first). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * The balancer, behaving as deploy/nginx.conf's `proxy_pass http://$api_upstream` does with nginx's defaults
 * (`proxy_next_upstream error timeout`, `proxy_http_version 1.0`: a new connection to the API per request,
 * the request body read first): each request goes to the next API process in turn; when that one refuses
 * the connection or fails before answering, the request goes to the other one, unless it is a POST, PATCH
 * or LOCK that was already sent (nginx does not repeat those). Like nginx's per-request upstream of a name
 * looked up through the resolver, it keeps no memory of failures between requests. A process's own answer
 * (a 5xx too) is passed on as it is; 502 when no process is left to try. Counts what each one answered and
 * the retries.
 */
const startBalancer = async (port: number, backends: number[]) => {
  let next = 0;
  const answered = backends.map(() => 0);
  const counts = { retried: 0, badGateway: 0 };
  const pick = (tried: ReadonlySet<number>): number | null => {
    for (let k = 0; k < backends.length; k++) {
      const i = next++ % backends.length;
      if (!tried.has(i)) return i;
    }
    return null;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: http.OutgoingHttpHeaders = { 'x-forwarded-for': '127.0.0.1', connection: 'close' };
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && k !== 'x-forwarded-for' && k !== 'content-length' && v !== undefined) headers[k] = v;
      if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
      const tried = new Set<number>();
      const attempt = () => {
        const i = pick(tried);
        if (i === null) {
          counts.badGateway++;
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('Bad gateway');
          return;
        }
        tried.add(i);
        let sent = false;
        const upstream = http.request({ host: '127.0.0.1', port: backends[i], method: req.method, path: req.url, headers, agent: false }, (up) => {
          answered[i]!++;
          const answer: http.OutgoingHttpHeaders = {};
          for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) answer[k] = v;
          res.writeHead(up.statusCode ?? 502, answer);
          up.pipe(res);
          up.on('error', () => res.destroy());
        });
        upstream.on('socket', (socket) => socket.once('connect', () => (sent = true)));
        upstream.on('error', () => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (sent && NON_IDEMPOTENT.has(req.method ?? 'GET')) {
            counts.badGateway++;
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end('Bad gateway');
            return;
          }
          counts.retried++;
          attempt();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    answered,
    counts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export interface ProductionProfile {
  /** The balancer in front of both API processes: what a browser uses. */
  baseUrl: string;
  apiUrls: string[];
  adminEmail: string;
  mariadb: ThrowawayMariaDb;
  redis: ThrowawayRedis;
  s3: ThrowawayS3;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** A connection of the test's own to the site's database, for assertions. */
  knex: Knex;
  apis: ManagedProcess[];
  worker(): ManagedProcess;
  /** Requests each API process answered through the balancer. */
  answeredBy(): number[];
  /** Requests the balancer sent to the next API process after a failed one, and its own 502 answers. */
  balancerCounts(): { retried: number; badGateway: number };
  /**
   * A rolling deploy's step: SIGTERM to API process `i` (0 or 1), waits for it to exit, starts it again on
   * the same port and waits until it is ready. Returns the old process's exit code and what it printed.
   */
  restartApi(i: number): Promise<{ code: number | null; output: string[] }>;
  /** Output of the two concurrent `migrate` commands. */
  migrations: Array<{ code: number | null; output: string }>;
  /** Output of the `restore` command that filled the database (with `restoreFrom`), else null. */
  restored: { code: number | null; output: string } | null;
  /** Runs `npm run cli -- <args>` with the site's settings (as an operator on this machine would). */
  cli(args: string[]): Promise<{ code: number | null; output: string }>;
  startWorker(): Promise<ManagedProcess>;
  /** Links of the login-link emails sent (over SMTP) to this address, oldest first. */
  emailedLinks(email: string): string[];
  /** Waits for a login-link email to this address whose link is not in `except`. */
  newLink(email: string, except: ReadonlySet<string>): Promise<string>;
  stop(): Promise<void>;
}

/**
 * restoreFrom: the deploy step restores this backup folder (`npm run cli -- restore`) into the fresh servers
 * before the migrations, instead of seeding the demo directory (the restore drill).
 */
export const startProductionProfile = async (opts: { queueLockSeconds?: number; restoreFrom?: string } = {}): Promise<ProductionProfile> => {
  if (!fs.existsSync(path.join(ROOT, 'microfrontends', 'shell', 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it).');
  }
  const [balancerPort, api1Port, api2Port] = [await freePort(), await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  const mariadb = await startThrowawayMariaDb();
  const redis = await startThrowawayRedis();
  const s3 = await startS3rver('uwd-photos', { corsOrigins: [baseUrl] });
  const smtp = await startSmtpServer();
  // Production bills through Stripe (the local test processor is refused there): its loopback emulator,
  // whose events are POSTed to the site's webhook as Stripe would.
  const stripeKeys = {
    secretKey: 'sk_test_production_profile',
    publishableKey: 'pk_test_production_profile',
    webhookSecret: 'whsec_production_profile',
    priceIds: { featured: { intro: 'price_featured_intro', regular: 'price_featured_regular' }, premier: { intro: 'price_premier_intro', regular: 'price_premier_regular' } },
    freeMonthCouponId: 'coupon_free_month',
  };
  const stripe = await StripeEmulator.start({
    ...stripeKeys,
    start: new Date(),
    deliver: async (body, signature) => {
      await fetch(`${baseUrl}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    },
  });
  const admin = knexFactory({ client: 'mysql2', connection: mariadb.url, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE `uwd` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.destroy();
  const databaseUrl = `${mariadb.url}uwd`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-prod-'));
  const adminEmail = 'admin@upstateweddingdirectory.com';
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: adminEmail,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(ROOT, 'microfrontends'),
    MIGRATE_ON_START: 'false',
    SEED_DEMO: 'false',
    QUEUE_LOCK_SECONDS: String(opts.queueLockSeconds ?? 30),
    // The worker's /metrics and /health on a free port, not the fixed default 9464.
    WORKER_METRICS_PORT: '0',
    METRICS_TOKEN: 'production-profile-metrics-token',
    // One secret for both API processes: a form opened through one is sent through the other.
    FORM_TOKEN_SECRET: 'production-profile-form-token-secret',
    LOG_LEVEL: 'info',
    BILLING_PROCESSOR: 'stripe',
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripeKeys.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_PRICE_FEATURED_INTRO: stripeKeys.priceIds.featured.intro,
    STRIPE_PRICE_FEATURED_REGULAR: stripeKeys.priceIds.featured.regular,
    STRIPE_PRICE_PREMIER_INTRO: stripeKeys.priceIds.premier.intro,
    STRIPE_PRICE_PREMIER_REGULAR: stripeKeys.priceIds.premier.regular,
    STRIPE_FREE_MONTH_COUPON: stripeKeys.freeMonthCouponId,
    STRIPE_API_URL: stripe.url,
    ...extra,
  });
  const processes: ManagedProcess[] = [];
  let worker: ManagedProcess | null = null;
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  const knex = knexFactory({ client: 'mysql2', connection: databaseUrl, pool: { min: 0, max: 2 } });

  const stop = async () => {
    await balancer?.stop();
    for (const p of [...processes, ...(worker ? [worker] : [])]) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    }
    await Promise.all([...processes, ...(worker ? [worker] : [])].map((p) => Promise.race([p.exited, new Promise((r) => setTimeout(r, 12_000))])));
    for (const p of [...processes, ...(worker ? [worker] : [])]) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await knex.destroy();
    await smtp.stop();
    await stripe.close();
    await s3.stop();
    await redis.stop();
    await mariadb.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const cli = (args: string[]) => runToEnd(startProcess(`cli ${args[0]}`, 'apps/cli/main.ts', args, env({ LOG_LEVEL: 'warn' })));
    const restored = opts.restoreFrom ? await cli(['restore', opts.restoreFrom]) : null;
    if (restored && restored.code !== 0) throw new Error(`npm run cli -- restore failed:\n${restored.output}`);
    // The deploy step: two `migrate` commands at once (the knex lock serialises them), then the seed.
    const migrations = await Promise.all([
      runToEnd(startProcess('migrate-1', 'apps/cli/main.ts', ['migrate'], env())),
      runToEnd(startProcess('migrate-2', 'apps/cli/main.ts', ['migrate'], env())),
    ]);
    const seed = restored ? null : await runToEnd(startProcess('seed', 'apps/cli/main.ts', ['seed'], env({ LOG_LEVEL: 'warn' })));
    if (seed && seed.code !== 0) throw new Error(`npm run seed failed:\n${seed.output}`);

    const startApi = (i: number) => startProcess(`api-${i + 1}`, 'apps/api/main.ts', [], env({ PORT: String([api1Port, api2Port][i]) }));
    const apis = [0, 1].map(startApi);
    processes.push(...apis);
    const startWorker = async () => {
      worker = startProcess('worker', 'apps/worker/main.ts', [], env());
      const until = Date.now() + 60_000;
      while (!worker.output.some((l) => l.includes('Worker started'))) {
        if (worker.child.exitCode !== null || Date.now() > until) throw new Error(`The worker did not start:\n${worker.output.join('\n')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return worker;
    };
    const apiUrls = [api1Port, api2Port].map((p) => `http://127.0.0.1:${p}`);
    await Promise.all([...apiUrls.map((u, i) => waitForHttp(`${u}/api/ready`, 60_000, `API process ${i + 1}`)), startWorker()]);
    balancer = await startBalancer(balancerPort, [api1Port, api2Port]);
    const b = balancer;

    // Only the login-link emails: a welcome email's link is void once a newer link was asked for.
    const emailedLinks = (email: string) =>
      smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => decodeMail(m.raw))
        .filter((m) => /login link/i.test(m.subject))
        .flatMap((m) => m.text.match(LINK)?.[0] ?? []);
    return {
      baseUrl,
      apiUrls,
      adminEmail,
      mariadb,
      redis,
      s3,
      smtp,
      knex,
      apis,
      worker: () => worker!,
      answeredBy: () => [...b.answered],
      balancerCounts: () => ({ ...b.counts }),
      restartApi: async (i) => {
        const old = apis[i]!;
        old.child.kill('SIGTERM');
        const code = await Promise.race([old.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 30_000))]);
        if (code === 'running') throw new Error(`API process ${i + 1} did not stop within 30 s of SIGTERM:\n${old.output.slice(-20).join('\n')}`);
        const fresh = startApi(i);
        apis[i] = fresh;
        processes[processes.indexOf(old)] = fresh;
        await waitForHttp(`${apiUrls[i]}/api/ready`, 60_000, `API process ${i + 1} (restarted)`);
        return { code, output: old.output };
      },
      migrations,
      restored,
      cli,
      startWorker,
      emailedLinks,
      newLink: async (email, except) => {
        for (let i = 0; i < 150; i++) {
          const link = emailedLinks(email).find((l) => !except.has(l));
          if (link) return link;
          await new Promise((r) => setTimeout(r, 200));
        }
        throw new Error(`No new login link emailed to ${email} over SMTP`);
      },
      stop,
    };
  } catch (e) {
    const logs = [...processes, ...(worker ? [worker as ManagedProcess] : [])].map((p) => `--- ${p.name}\n${p.output.slice(-30).join('\n')}`).join('\n');
    await stop();
    throw new Error(`${(e as Error).message}\n${logs}`);
  }
};
