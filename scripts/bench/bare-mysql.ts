import mysql from 'mysql2/promise';

/**
 * The buffer pool the bench gives a throwaway MariaDB: docker-compose.yml's `--innodb-buffer-pool-size`
 * (docs/operations.md, "Size the database": the data and indexes of 100 000 vendors with room to grow), so
 * its rows are what a production server sized for the data would serve. tests/integration/docker-compose.test.ts
 * holds the two equal.
 */
export const BENCH_BUFFER_POOL_BYTES = 5120 * 2 ** 20;

/** A mysql2 pool on a mysql:// URL, as the bench's bare servers (floor and limit) open it. */
export const barePool = (url: string): mysql.Pool => {
  const u = new URL(url);
  return mysql.createPool({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
    connectionLimit: 10, // as the API's knex pool (DATABASE_POOL_MAX's default)
    timezone: 'Z',
    charset: 'utf8mb4',
    supportBigNumbers: true,
  });
};
