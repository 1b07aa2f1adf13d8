/**
 * docker-compose.yml and the Dockerfile, checked without a Docker engine (none runs on our machines): the
 * services of the production profile are all there with health checks, every image is pinned, the database is
 * the engine and version CI tests (MariaDB, as `mariadbd --version` here), and the environment the app
 * services get passes the configuration schema and selects MariaDB, Redis, S3 and the SMTP relay of
 * deploy/production.env (Mailpit only under the `staging` profile).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, envSchema, loadConfig } from '../../apps/api/config.ts';
import { BENCH_BUFFER_POOL_BYTES } from '../../scripts/bench/bare-mysql.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  profiles?: string[];
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  stop_grace_period?: string;
  volumes?: string[];
  ports?: Array<string | { target: number; published?: string | number; host_ip?: string }>;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

/** The example env file as a map (what an operator copies to deploy/production.env). */
const exampleEnv = Object.fromEntries(
  read('deploy/production.env.example')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

/** Compose's ${VAR:?message} and ${VAR} interpolation, from the example env file. */
const interpolate = (value: string, file: Record<string, string> = exampleEnv) =>
  value.replace(/\$\{([A-Z_]+)(:\?[^}]*)?\}/g, (_, name: string) => {
    if (!(name in file)) throw new Error(`${name} is used in docker-compose.yml but missing from deploy/production.env.example`);
    return file[name]!;
  });

const APP_SERVICES = ['api', 'worker', 'migrate'];
/** MiB of data and indexes at 100 000 vendors (see MEASURED_100K_VENDORS_BYTES). */
const MEASURED_MIB = 643;
const ONE_SHOT = ['migrate', 'minio-setup'];

/** The MariaDB the tests run on (Debian's package, which .ci/run installs): `10.11.19` from its --version. */
const testedMariaDb = () => {
  const binary = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].find((p) => fs.existsSync(p)) ?? 'mariadbd';
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const version = /Ver (\d+\.\d+\.\d+)-MariaDB/.exec(out.stdout ?? '')?.[1];
  if (!version) throw new Error(`mariadbd --version: ${out.error?.message ?? out.stdout}`);
  return version;
};

describe('docker-compose.yml (production profile)', () => {
  it('has MariaDB, Redis 7 with AOF and noeviction, MinIO with its bucket, two API replicas, a worker and a proxy (Mailpit for staging)', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailpit', 'mariadb', 'migrate', 'minio', 'minio-setup', 'proxy', 'redis', 'worker']);
    expect(services.mariadb!.image).toMatch(/^mariadb:\d+\.\d+\.\d+$/);
    expect(services.redis!.image).toMatch(/^redis:7\./);
    expect(services.redis!.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(JSON.stringify(services['minio-setup'])).toContain('mc mb --ignore-existing local/vendor-photos');
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.worker!.command).toEqual(['node', '--import', 'tsx', 'apps/worker/main.ts']);
    // nginx looks the replicas up per request (tests/integration/nginx-config.test.ts runs the config).
    expect(read('deploy/nginx.conf')).toMatch(/set \$api_upstream api:3000;/);
    // Metrics stay inside the network: the public entry refuses /metrics.
    expect(read('deploy/nginx.conf')).toMatch(/location = \/metrics \{\s*deny all;\s*\}/);
  });

  it('runs the database engine and major version CI tests: MariaDB of the same major.minor as mariadbd here', () => {
    const [major, minor] = testedMariaDb().split('.');
    expect(services.mariadb!.image).toMatch(new RegExp(`^mariadb:${major}\\.${minor}\\.\\d+$`));
    // The image's own health check: the server answers and InnoDB is initialised.
    expect(services.mariadb!.healthcheck!.test).toEqual(expect.arrayContaining(['healthcheck.sh', '--connect', '--innodb_initialized']));
    expect(JSON.stringify(services)).not.toMatch(/mysql:8|mysqladmin|MYSQL_DATABASE|MYSQL_USER|MYSQL_ROOT_PASSWORD"/);
    expect(compose.volumes).toHaveProperty('mariadb-data');
    expect(services.mariadb!.volumes).toEqual(['mariadb-data:/var/lib/mysql']);
  });

  it('pins every image to a version: a patch release or a release stamp, never latest (the app image is built here)', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.image, `${name} has no image`).toBeDefined();
      expect(service.image, name).not.toMatch(/:latest$|^[^:]+$/);
      if (service.build) continue;
      expect(service.image, name).toMatch(/:(v?\d+\.\d+\.\d+(-[a-z0-9.]+)?|RELEASE\.\d{4}-\d\d-\d\dT[\d-]+Z)$/);
    }
  });

  it('sends mail through the relay that deploy/production.env names; Mailpit only under the staging profile', () => {
    for (const name of APP_SERVICES) {
      // Compose's environment would override the env file's SMTP_URL: it must not set one.
      expect(services[name]!.environment, name).not.toHaveProperty('SMTP_URL');
      expect(Object.keys(services[name]!.depends_on ?? {}), name).not.toContain('mailpit');
    }
    expect(exampleEnv.SMTP_URL).toMatch(/^smtps?:\/\//);
    expect(exampleEnv.SMTP_URL).not.toMatch(/mailpit/);
    expect(services.mailpit!.profiles).toEqual(['staging']);
    for (const [name, service] of Object.entries(services)) if (name !== 'mailpit') expect(service.profiles, name).toBeUndefined();
    // The staging override is documented where an operator reads it.
    expect(read('docs/operations.md')).toMatch(/SMTP_URL=smtp:\/\/mailpit:1025/);
    expect(read('docs/operations.md')).toMatch(/docker compose --profile staging up/);
  });

  it('gives every long-running service a health check, and starts the app only when its dependencies are ready', () => {
    for (const [name, service] of Object.entries(services)) {
      if (ONE_SHOT.includes(name)) {
        expect(service.restart, name).toBe('no');
        continue;
      }
      expect(service.healthcheck?.test?.length, `${name} has no healthcheck`).toBeGreaterThan(0);
    }
    expect(services.api!.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' }, redis: { condition: 'service_healthy' }, 'minio-setup': { condition: 'service_completed_successfully' } });
    expect(services.migrate!.depends_on).toMatchObject({ mariadb: { condition: 'service_healthy' } });
    expect(services.api!.healthcheck!.test.join(' ')).toContain('/api/ready');
    // The worker is healthy when its ops server says so (database and queue reachable), not merely alive.
    expect(services.worker!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:9464/health');
  });

  /** What an operator's deploy/production.env holds once every placeholder is replaced. */
  const filledIn = Object.fromEntries(Object.entries(exampleEnv).map(([k, v]) => [k, v.replace(/change-me[a-z-]*/gi, 'a-real-long-secret-value')]));
  /** An app service's environment as its container sees it: the env file, then compose's environment. */
  const containerEnv = (name: string, file: Record<string, string>) => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...file, ...services[name]!.environment })) env[k] = interpolate(String(v), file);
    return env;
  };

  it("refuses to start on the example env file's placeholders, naming each variable", () => {
    expect(Object.values(exampleEnv).some((v) => /change-me/.test(v))).toBe(true);
    for (const name of APP_SERVICES) {
      try {
        loadConfig(containerEnv(name, exampleEnv));
        expect.unreachable(name);
      } catch (e) {
        expect(e, name).toBeInstanceOf(ConfigError);
        expect((e as ConfigError).problems.map((p) => p.split(':')[0]).sort(), name).toEqual(
          expect.arrayContaining(['DATABASE_URL', 'METRICS_TOKEN', 'MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL']),
        );
      }
    }
  });

  it('publishes only the nginx front on every interface; Mailpit and MinIO only on the loopback', () => {
    const published: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) {
        const hostIp = typeof port === 'string' ? (port.split(':').length === 3 ? port.split(':')[0] : undefined) : port.host_ip;
        published.push(`${name} ${hostIp ?? '*'}`);
        if (name !== 'proxy') expect(hostIp, `${name} publishes ${JSON.stringify(port)} on every interface`).toBe('127.0.0.1');
      }
    }
    expect(published).toEqual(expect.arrayContaining(['proxy *', 'mailpit 127.0.0.1', 'minio 127.0.0.1']));
    // Photos reach browsers through nginx instead, read-only, without the bucket's listing.
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/location \/vendor-photos\/ \{\s*limit_except GET \{\s*deny all;\s*\}\s*proxy_pass http:\/\/\$photo_bucket;/);
    expect(nginx).toMatch(/location = \/vendor-photos\/ \{\s*return 404;\s*\}/);
    // Unconfirmed uploads (pending/) are not public: neither through nginx nor by the bucket's anonymous read.
    expect(nginx).toMatch(/location \^~ \/vendor-photos\/pending\/ \{\s*return 404;\s*\}/);
    const setup = JSON.stringify(services['minio-setup']);
    expect(setup).toContain('mc anonymous set none local/vendor-photos &&');
    expect(setup).toMatch(/mc anonymous set download local\/vendor-photos\/vendors && mc anonymous set download local\/vendor-photos\/categories/);
    expect(setup).not.toMatch(/set download local\/vendor-photos(?!\/)/);
    expect(nginx).toMatch(/set \$photo_bucket minio:9000;/);
    const config = loadConfig(containerEnv('api', filledIn));
    expect(config.storage).toMatchObject({ publicUrl: `${filledIn.PUBLIC_BASE_URL}/vendor-photos` });
  });

  it("passes every app service's environment through the configuration schema: MariaDB, BullMQ, S3, the SMTP relay", () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const name of APP_SERVICES) {
      const service = services[name]!;
      expect(service.env_file, name).toBe('deploy/production.env');
      const env = containerEnv(name, filledIn);
      for (const key of Object.keys(service.environment ?? {})) expect(known, `${name}: ${key} is not a configuration variable`).toContain(key);
      const config = loadConfig(env);
      expect(config.env).toBe('production');
      expect(config.database.client).toBe('mysql');
      expect(config.queue).toMatchObject({ kind: 'bullmq', url: 'redis://redis:6379' });
      expect(config.storage).toMatchObject({ kind: 's3', bucket: 'vendor-photos', endpoint: 'http://minio:9000' });
      expect(config.mail).toMatchObject({ kind: 'smtp', url: filledIn.SMTP_URL });
      expect(config.database).toMatchObject({ client: 'mysql', url: expect.stringMatching(/@mariadb:3306\/wedding$/) });
      expect(config.publicBaseUrl).toBe('https://upstateweddingdirectory.com');
      expect(config.migrateOnStart).toBe(false);
      // The worker's health check calls the ops server on the port this environment gives it.
      expect(services.worker!.healthcheck!.test.join(' ')).toContain(`:${config.metrics.workerPort}/health`);
      expect(config.metrics.token).toBe(filledIn.METRICS_TOKEN);
    }
  });

  /**
   * Data and indexes of the application's tables at 100 000 vendors, measured by `npm run bench` (and
   * `DATA_SIZES=100000 npx tsx scripts/bench/data-size.ts`; MariaDB 10.11; docs/operations.md).
   */
  const MEASURED_100K_VENDORS_BYTES = MEASURED_MIB * 2 ** 20;
  /** mariadbd's `--name=value` options, by name with dashes (what `command` passes on the MariaDB image). */
  const mysqldOptions = () =>
    Object.fromEntries((services.mariadb!.command ?? []).map((arg) => /^--([a-z-]+)=(.*)$/.exec(arg)).filter((m) => m !== null).map((m) => [m[1]!.replace(/_/g, '-'), m[2]!]));
  /** A mysqld size: bytes, or with a K, M or G suffix. */
  const bytesOf = (size: string) => {
    const m = /^(\d+)([KMG]?)$/i.exec(size);
    if (!m) throw new Error(`not a size: ${size}`);
    return Number(m[1]) * 1024 ** ['', 'K', 'M', 'G'].indexOf(m[2]!.toUpperCase());
  };

  it("sizes MariaDB's buffer pool to hold 100 000 vendors' data and indexes with headroom", () => {
    const pool = bytesOf(mysqldOptions()['innodb-buffer-pool-size'] ?? '0');
    expect(pool, 'innodb-buffer-pool-size').toBeGreaterThanOrEqual(1.5 * MEASURED_100K_VENDORS_BYTES);
    // A multiple of the default chunk (128 MiB), or the server rounds it up at start.
    expect(pool % (128 * 2 ** 20)).toBe(0);
    // And no more than a modest host spares for it (docs/operations.md: the host needs the pool + 1 GiB).
    expect(pool).toBeLessThanOrEqual(6 * 2 ** 30);
    // The bench's servers get the same pool (its rows are measured as production would serve them).
    expect(pool).toBe(BENCH_BUFFER_POOL_BYTES);
    expect(bytesOf('1536M')).toBe(1536 * 2 ** 20);
    expect(() => bytesOf('lots')).toThrow();
  });

  it('makes two-letter words words of the FULLTEXT index (a search for "dj" reads the index, ADR 38)', () => {
    expect(mysqldOptions()['innodb-ft-min-token-size']).toBe('2');
  });

  it('gives MariaDB max_connections for every API replica, the worker and migrate at DATABASE_POOL_MAX each, with headroom', () => {
    const poolOf = (name: string) => {
      const database = loadConfig(containerEnv(name, filledIn)).database;
      if (database.client !== 'mysql' || !database.poolMax) throw new Error(`${name}: no MySQL pool`);
      return database.poolMax;
    };
    const needed = (services.api!.deploy?.replicas ?? 1) * poolOf('api') + poolOf('worker') + poolOf('migrate');
    const maxConnections = Number(mysqldOptions()['max-connections']);
    expect(maxConnections, 'max-connections').toBeGreaterThanOrEqual(needed + 20);
    // Each connection costs the server memory: not the default 151 left unexamined.
    expect(maxConnections).toBeLessThanOrEqual(200);
    expect(services.api!.environment!.DATABASE_POOL_MAX, 'the pool is set where max_connections is sized').toBeDefined();
  });

  it('documents every variable the compose file interpolates in the example env file', () => {
    const used = [...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]!);
    for (const name of new Set(used)) expect(Object.keys(exampleEnv), name).toContain(name);
    expect(fs.existsSync(path.join(root, 'deploy/production.env'))).toBe(false);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages on Node 24 and runs as a non-root user with production dependencies only', () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    // Node 24 LTS, pinned to a release (the one CI installs from the npm registry is the same major).
    for (const image of froms) expect(image).toMatch(/^node:24\.\d+\.\d+-bookworm(-slim)?$/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/npm ci --no-audit --no-fund\n/);
    expect(read('.dockerignore')).toMatch(/^node_modules$/m);
  });

  it('has the MariaDB client in the runtime image, so backup and restore run inside it', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/apt-get install[^\n]*\bmariadb-client\b/);
  });
});

describe('stopping the app services (rolling deploys)', () => {
  const seconds = (s: string | undefined) => Number(/^(\d+)s$/.exec(s ?? '10s')?.[1]);
  const source = (file: string) => read(file);

  it("gives the API longer than its drain and grace before Docker's SIGKILL", () => {
    const graceMs = Number(/graceMs: (\d+)_?(\d*)/.exec(source('apps/api/main.ts'))?.slice(1).join(''));
    const drain = Number(exampleEnv.SHUTDOWN_DRAIN_SECONDS ?? 0);
    expect(graceMs).toBeGreaterThan(0);
    expect(seconds(services.api!.stop_grace_period)).toBeGreaterThan(drain + graceMs / 1000);
  });

  it("gives the worker as long as it takes to stop by itself, so a running job finishes before SIGKILL", () => {
    const forcedMs = Number(/setTimeout\(\(\) => process\.exit\(1\), (\d+)_?(\d*)\)/.exec(source('apps/worker/main.ts'))?.slice(1).join(''));
    expect(forcedMs).toBeGreaterThan(0);
    expect(seconds(services.worker!.stop_grace_period)).toBeGreaterThanOrEqual(forcedMs / 1000);
  });
});
