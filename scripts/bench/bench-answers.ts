// The limit row's data (issue 19): every distinct request a read scenario sends, answered once by the API
// and stored in the bench database as one row keyed by the request path — {request_key, body, content_type}
// with the primary key on request_key — for scripts/bench/limit-server.ts to read back by primary key. The
// table is the bench's own: created here in the bench database, never by a migration.
//
// An admin session for the admin vendor table scenario lives here too (benchAdminSession), beside the owner
// session of scripts/bench/inquiry-generator.ts.
import type { Knex } from 'knex';
import { ulid } from 'ulid';
import { MakeAdmin } from '../../application/identity/make-admin.ts';
import { KnexSessionRepository } from '../../adapters/persistence/knex/repositories/knex-auth-repositories.ts';
import { KnexUserRepository } from '../../adapters/persistence/knex/repositories/knex-user-repository.ts';
import { NodeSecrets } from '../../adapters/system/node-secrets.ts';

export const BENCH_ANSWERS_TABLE = 'bench_answers';
/** The admin the bench signs in as (the API under test lists it in ADMIN_EMAILS as well). */
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';

export interface AnswerRequest {
  path: string;
  headers?: Record<string, string>;
}

/** (Re)creates the table, empty: the primary key on the request path, the body as bytes. */
const createTable = async (knex: Knex) => {
  await knex.schema.dropTableIfExists(BENCH_ANSWERS_TABLE);
  if ((knex.client.config.client as string) === 'mysql2') {
    // varbinary: the key compares byte for byte, as the path arrives; longblob: a sitemap file is ~1 MB.
    await knex.raw(`create table ${BENCH_ANSWERS_TABLE} (request_key varbinary(1024) not null primary key, body longblob not null, content_type varchar(128) not null) engine=InnoDB`);
  } else {
    await knex.raw(`create table ${BENCH_ANSWERS_TABLE} (request_key text not null primary key, body blob not null, content_type text not null)`);
  }
};

/**
 * Asks the API (`origin`, without its cache) once for each distinct request path and stores its answers.
 * Every answer must be a 2xx: a stored error page would make a limit of nothing. Returns the count and the
 * bytes stored. Two requests with the same path and different headers would be two answers for one key,
 * which the limit server could not tell apart: that throws.
 */
export const storeBenchAnswers = async (
  knex: Knex,
  origin: string,
  requests: AnswerRequest[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ answers: number; bytes: number }> => {
  const byPath = new Map<string, AnswerRequest>();
  for (const r of requests) {
    const seen = byPath.get(r.path);
    if (seen && JSON.stringify(seen.headers ?? {}) !== JSON.stringify(r.headers ?? {})) throw new Error(`bench answers: ${r.path} is requested with different headers`);
    byPath.set(r.path, r);
  }
  await createTable(knex);
  const todo = [...byPath.values()];
  let next = 0;
  let done = 0;
  let bytes = 0;
  let batch: Array<{ request_key: string | Buffer; body: Buffer; content_type: string }> = [];
  let batchBytes = 0;
  const isMysql = (knex.client.config.client as string) === 'mysql2';
  const flush = async () => {
    const rows = batch;
    batch = [];
    batchBytes = 0;
    // Under MariaDB's max_allowed_packet (16 MB by default): flushed at 4 MB.
    if (rows.length) await knex(BENCH_ANSWERS_TABLE).insert(rows);
  };
  const worker = async () => {
    while (next < todo.length) {
      const r = todo[next++]!;
      const res = await fetch(`${origin}${r.path}`, r.headers ? { headers: r.headers } : {});
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`bench answers: ${r.path} answered ${res.status}: ${body.toString('utf8').slice(0, 200)}`);
      batch.push({ request_key: isMysql ? Buffer.from(r.path, 'utf8') : r.path, body, content_type: res.headers.get('content-type') ?? 'application/octet-stream' });
      batchBytes += body.length;
      bytes += body.length;
      if (batchBytes > 4 * 2 ** 20 || batch.length >= 500) await flush();
      onProgress?.(++done, todo.length);
    }
  };
  // A few at a time: the API answers each as it would a visitor (the database's cost, not a queue's).
  await Promise.all(Array.from({ length: 4 }, worker));
  await flush();
  const [{ n }] = (await knex(BENCH_ANSWERS_TABLE).count({ n: '*' })) as [{ n: number | string }];
  if (Number(n) !== todo.length) throw new Error(`bench answers: stored ${n} of ${todo.length}`);
  return { answers: todo.length, bytes };
};

/** Signs the bench admin in: the account made admin (as `make-admin` does) and a session row, as a sign-in stores it. */
export const benchAdminSession = async (knex: Knex): Promise<{ token: string }> => {
  const users = new KnexUserRepository(knex);
  await new MakeAdmin(users, { next: ulid }, { now: () => new Date() }).execute(BENCH_ADMIN_EMAIL);
  const admin = await users.findByEmail(BENCH_ADMIN_EMAIL);
  if (!admin?.isAdmin) throw new Error('benchAdminSession: the bench admin is not an admin');
  const { token, hash } = new NodeSecrets().newToken();
  const now = new Date();
  await new KnexSessionRepository(knex).create({ id: ulid(), userId: admin.id, tokenHash: hash, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000), revokedAt: null });
  return { token };
};
