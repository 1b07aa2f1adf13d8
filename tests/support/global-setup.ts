import type { TestProject } from 'vitest/node';
import { dockerEngineAvailable, startMariaDbContainer } from './containers.ts';
import { startThrowawayMariaDb, type ThrowawayServer } from './mariadb.ts';
import { startThrowawayRedis } from './redis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A MySQL/MariaDB server URL without a database name; each test file creates its own database. */
    mysqlServerUrl: string;
    /** A Redis for the queue and rate-limit suites (REDIS_URL, or a throwaway redis-server). */
    redisUrl: string;
  }
}

let mariadb: ThrowawayServer | undefined;
let redis: ThrowawayServer | undefined;

/**
 * Real servers for the suites that need them, in this order: MYSQL_URL when set; a MariaDB container
 * (testcontainers) when a Docker engine answers; otherwise a throwaway MariaDB from local binaries. If
 * none is possible the run fails here, loudly; a database suite never skips.
 */
export default async function setup(project: TestProject) {
  let url = process.env.MYSQL_URL;
  if (!url) {
    const started = Date.now();
    const useDocker = await dockerEngineAvailable();
    mariadb = useDocker ? await startMariaDbContainer() : await startThrowawayMariaDb();
    url = mariadb.url;
    process.stdout.write(
      `[test servers] ${useDocker ? 'MariaDB container (testcontainers)' : 'throwaway MariaDB from local binaries'} at ${url.replace(/\/\/[^@]*@/, '//')} (started in ${Date.now() - started} ms)\n`,
    );
  } else {
    process.stdout.write(`[test servers] MariaDB/MySQL from MYSQL_URL\n`);
  }
  project.provide('mysqlServerUrl', url.replace(/\/[^/]*$/, '/'));
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startThrowawayRedis();
    redisUrl = redis.url;
    process.stdout.write(`[test servers] throwaway Redis at ${redisUrl}\n`);
  }
  project.provide('redisUrl', redisUrl);
  return async () => {
    await mariadb?.stop();
    await redis?.stop();
  };
}
