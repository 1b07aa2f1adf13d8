import mysql from 'mysql2/promise';

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
