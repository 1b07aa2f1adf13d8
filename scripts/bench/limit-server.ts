// The limit: the physical limit of serving a read from this database on this machine. Each answer the API
// gave is stored precomputed in the bench database (scripts/bench/bench-answers.ts: one row per request
// path, primary key on the path; the bench's own table: the application stores no answers, ADR 39); this
// bare node:http server looks the request's path up by primary key through the bare driver (mysql2 or
// better-sqlite3) and writes the stored body with its content type. No
// framework, no validation, no session check, no SQL beyond that one read, and no in-memory cache: every
// request goes to the database. Started by scripts/bench/run.ts with LIMIT_DATABASE_URL (mysql://… or
// sqlite:/path) and LIMIT_PORT.
import http from 'node:http';
import Database from 'better-sqlite3';
import type mysql from 'mysql2/promise';
import { barePool } from './bare-mysql.ts';
import { BENCH_ANSWERS_TABLE } from './bench-answers.ts';

interface Answer {
  body: Buffer;
  content_type: string;
}

const url = process.env.LIMIT_DATABASE_URL!;
const SELECT = `select body, content_type from ${BENCH_ANSWERS_TABLE} where request_key = ?`;

const openLookup = (): ((key: string) => Promise<Answer | undefined>) => {
  if (url.startsWith('mysql:')) {
    const pool = barePool(url);
    // A prepared statement (the binary protocol): the cheapest read the driver offers.
    return async (key) => ((await pool.execute<mysql.RowDataPacket[]>(SELECT, [key]))[0] as Answer[])[0];
  }
  const db = new Database(url.replace(/^sqlite:(\/\/)?/, ''), { readonly: true });
  const statement = db.prepare<[string], Answer>(SELECT);
  return async (key) => statement.get(key);
};

const lookup = openLookup();

const server = http.createServer((req, res) => {
  const key = req.url!;
  (key === '/ready' ? lookup('/ready').then(() => ({ body: Buffer.from('{"ready":true}'), content_type: 'application/json' })) : lookup(key)).then(
    (answer) => {
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end('{"success":false}');
      }
      res.writeHead(200, { 'content-type': answer.content_type, 'content-length': answer.body.length });
      res.end(answer.body);
    },
    (e: unknown) => {
      console.error(e);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"success":false}');
    },
  );
});
server.listen(Number(process.env.LIMIT_PORT), '127.0.0.1', () => process.stdout.write('limit ready\n'));
