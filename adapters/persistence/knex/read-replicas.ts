import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * Reads from replicas (issue 41). The API's wiring (apps/api/replica-reads.ts) runs each request inside
 * `within(useReplica, …)`; each statement of such a request goes to a replica only when it is a plain read (a
 * select without a row lock, outside a transaction). A write, a transaction or raw SQL goes to the primary,
 * and the request then reads the primary too (it reads what it wrote); outside a request (the worker, jobs,
 * timers, the CLI) everything does. A replica serves reads from its first check on, while it answers and lags
 * at most REPLICA_MAX_LAG_SECONDS; a read it fails runs again on the primary, so no user sees the failure.
 */

/**
 * The read-your-writes bound, in one place. A session that wrote reads the primary for PRIMARY_READS_WINDOW_MS,
 * and so does every request after a change to the public pages (apps/api/replica-reads.ts). A replica serves
 * reads while its lag, as last checked, is at most REPLICA_MAX_LAG_SECONDS; until the next check,
 * REPLICA_CHECK_MS later, it may fall that much further behind, and Seconds_Behind_Master counts whole seconds
 * (up to 1 s under the true lag). So the limit is derived, not chosen: limit + check interval + 1 s ≤ window,
 * and a read from a replica never misses what the window kept on the primary.
 */
export const PRIMARY_READS_WINDOW_MS = 5000;
export const REPLICA_CHECK_MS = 1000;
export const REPLICA_MAX_LAG_SECONDS = Math.floor((PRIMARY_READS_WINDOW_MS - REPLICA_CHECK_MS) / 1000) - 1;

/** What the request being served may read from. `open` ends with the request: what it leaves behind reads the primary. */
interface ReadScope {
  replica: boolean;
  wrote: boolean;
  open: boolean;
}

/** The knex internals this module relies on (knex 3): a builder is run by `client.runner(builder).run()`. */
interface RunnableBuilder {
  _isSelectQuery?: () => boolean;
  _hasLockMode?: () => boolean;
  _connection?: unknown;
  sql?: string;
}
interface RoutableClient {
  runner(builder: RunnableBuilder): { run(): Promise<unknown> };
  transaction(...args: unknown[]): unknown;
}

export type Statement = 'read' | 'raw read' | 'write';

/** A statement's kind: a select with no row lock on the pool's own connection is a read; raw SQL reads only when it starts with SELECT. */
export const statementOf = (builder: RunnableBuilder): Statement => {
  if (typeof builder._isSelectQuery === 'function') {
    return builder._isSelectQuery() && !builder._hasLockMode?.() && !builder._connection ? 'read' : 'write';
  }
  return typeof builder.sql === 'string' && /^\s*select\b/i.test(builder.sql) && !/\bfor\s+update\b|\block\s+in\s+share\s+mode\b/i.test(builder.sql) ? 'raw read' : 'write';
};

/** Where one statement goes: the replica only for a plain read of a request that may read from one and has written nothing. */
export const statementGoesTo = (scope: ReadScope | undefined, statement: Statement): 'replica' | 'primary' =>
  scope?.open && scope.replica && !scope.wrote && statement === 'read' ? 'replica' : 'primary';

/** Errors that say the server is out of reach (not that the statement is wrong). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

export interface ReplicaEvents {
  /** A replica stopped answering, or lags too far: reads skip it until it answers and has caught up. */
  down(replica: string, reason: string): void;
  up(replica: string): void;
  /** Its lag cannot be read (the account lacks SLAVE MONITOR / REPLICA MONITOR, or REPLICATION CLIENT on MySQL): it is used unchecked. */
  lagUnknown(replica: string, error: string): void;
  /**
   * A read the replica failed, run again on the primary: once per replica and reason per FALLBACK_LOG_MS, with
   * how many such failures were left out since the last call (0 for the first).
   */
  fallback(replica: string, error: string, suppressed: number): void;
}

export interface ReplicaPool {
  /** Where the replica is, for log lines (host:port, no credentials). */
  name: string;
  knex: Knex;
}

interface ReplicaState extends ReplicaPool {
  /** Looked at once: until then its lag is not known, and its reads go to the primary. */
  checked: boolean;
  unreachable: boolean;
  /** Replication stopped, or the lag passed REPLICA_MAX_LAG_SECONDS. */
  behind: boolean;
  lagUnknown: boolean;
}

/**
 * How often a failed read is reported per replica and reason: a reader that may not SELECT a new table
 * fails every read of it, and each would otherwise log a line.
 */
export const FALLBACK_LOG_MS = 60_000;

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * What makes two failed reads the same: the server's message (MySQL/MariaDB's sqlMessage, which names the
 * table but not the statement), else the error's code, else its message.
 */
export const fallbackReason = (e: unknown): string => {
  const err = e as { code?: unknown; sqlMessage?: unknown; message?: unknown } | null;
  const code = typeof err?.code === 'string' ? err.code : null;
  if (typeof err?.sqlMessage === 'string') return code ? `${code}: ${err.sqlMessage}` : err.sqlMessage;
  return code ?? messageOf(e);
};

/** A row of SHOW REPLICA STATUS: MariaDB (10.5+) names the lag Seconds_Behind_Master, MySQL (8.0.22+, 8.4) Seconds_Behind_Source. */
interface ReplicaStatus {
  Seconds_Behind_Master?: number | string | null;
  Seconds_Behind_Source?: number | string | null;
}

/** The lag in seconds; null when replication stopped (the column is NULL); 0 without a status row (not a replica: nothing to fall behind). */
export const replicaLag = (rows: ReplicaStatus[]): number | null => {
  const row = rows[0];
  if (!row) return 0;
  const lag = row.Seconds_Behind_Master ?? row.Seconds_Behind_Source;
  return lag === null || lag === undefined ? null : Number(lag);
};

export class ReadReplicas {
  private readonly scope = new AsyncLocalStorage<ReadScope>();
  private readonly replicas: ReplicaState[];
  private next = 0;
  private closed = false;
  private watch: NodeJS.Timeout | null = null;
  private firstCheck: Promise<void> | null = null;
  /** Per replica and reason: when the last fallback event was sent, and the failures since then it left out. */
  private readonly fallbackLines = new Map<string, { at: number; suppressed: number }>();
  /** Reads sent to a replica, and reads run again on the primary (for tests). */
  readonly stats = { replicaReads: 0, fallbacks: 0 };

  /**
   * Routes the statements of `primary` (whose client it takes over: the repositories keep the knex they
   * hold) to `replicas`.
   */
  constructor(
    primary: Knex,
    replicas: ReplicaPool[],
    private readonly events: ReplicaEvents,
    /** The clock of the fallback events' rate limit (tests set it). */
    private readonly clock: { now(): number } = Date,
  ) {
    this.replicas = replicas.map((r) => ({ ...r, checked: false, unreachable: false, behind: false, lagUnknown: false }));
    const client = primary.client as RoutableClient;
    const runOnPrimary = client.runner.bind(client);
    const transaction = client.transaction.bind(client);
    client.runner = (builder) => {
      const scope = this.scope.getStore();
      const statement = statementOf(builder);
      const replica = statementGoesTo(scope, statement) === 'replica' ? this.pick() : null;
      if (!replica) {
        if (scope && statement === 'write') scope.wrote = true;
        return runOnPrimary(builder);
      }
      this.stats.replicaReads++;
      const runner = (replica.knex.client as RoutableClient).runner(builder);
      const run = runner.run.bind(runner);
      runner.run = () =>
        run().catch((e: unknown) => {
          if (!this.leftOutIfUnreachable(replica, e)) this.reportFallback(replica, fallbackReason(e), messageOf(e));
          this.stats.fallbacks++;
          return runOnPrimary(builder).run();
        });
      return runner;
    };
    // Transactions (the unit of work, the locked writes) run on the primary; the request then reads it too.
    client.transaction = (...args: unknown[]) => {
      const scope = this.scope.getStore();
      if (scope) scope.wrote = true;
      return transaction(...args);
    };
  }

  /**
   * Runs one request: its plain reads go to a replica when `useReplica`, until it writes. `wrote`: whether
   * it wrote (or opened a transaction), so the caller can send this session's next reads to the primary.
   */
  async within<T>(useReplica: boolean, serve: () => Promise<T>): Promise<{ result: T; wrote: boolean }> {
    const scope: ReadScope = { replica: useReplica && this.replicas.length > 0, wrote: false, open: true };
    // The replicas are watched from the first request that may read them (not in the worker or the CLI).
    if (scope.replica) void this.checked();
    try {
      const result = await this.scope.run(scope, serve);
      return { result, wrote: scope.wrote };
    } finally {
      scope.open = false;
    }
  }

  /** Resolves once every replica has been looked at; the first call starts watching them. */
  checked(): Promise<void> {
    if (!this.firstCheck && !this.closed) this.firstCheck = this.checkAll();
    return this.firstCheck ?? Promise.resolve();
  }

  /** Looks at every replica, then again REPLICA_CHECK_MS later until destroyed. */
  private async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map((r) => this.check(r))).finally(() => {
      if (this.closed) return;
      this.watch = setTimeout(() => void this.checkAll(), REPLICA_CHECK_MS);
      this.watch.unref();
    });
  }

  /** The next replica that answers, in turn; null when none does. */
  private pick(): ReplicaState | null {
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length]!;
      if (r.checked && !r.unreachable && !r.behind) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r;
      }
    }
    return null;
  }

  /** One fallback event per replica and reason per FALLBACK_LOG_MS; the next one counts those left out. */
  private reportFallback(replica: ReplicaState, reason: string, error: string): void {
    const now = this.clock.now();
    const key = `${replica.name}\n${reason}`;
    const last = this.fallbackLines.get(key);
    if (last && now - last.at < FALLBACK_LOG_MS) {
      last.suppressed++;
      return;
    }
    // Reasons that stopped failing are forgotten, so the map holds only the last minute's.
    for (const [k, line] of this.fallbackLines) if (now - line.at >= FALLBACK_LOG_MS && line.suppressed === 0) this.fallbackLines.delete(k);
    this.fallbackLines.set(key, { at: now, suppressed: 0 });
    this.events.fallback(replica.name, error, last?.suppressed ?? 0);
  }

  /** Changes a replica's state, with one event when it leaves the pool or comes back. */
  private mark(replica: ReplicaState, change: Partial<Pick<ReplicaState, 'unreachable' | 'behind'>>, reason: string): void {
    const wasServing = !replica.unreachable && !replica.behind;
    Object.assign(replica, change);
    const serving = !replica.unreachable && !replica.behind;
    if (wasServing && !serving) this.events.down(replica.name, reason);
    if (!wasServing && serving) this.events.up(replica.name);
  }

  /** Leaves out a replica the error says is out of reach (UNREACHABLE); false when the error is the statement's. */
  private leftOutIfUnreachable(replica: ReplicaState, e: unknown): boolean {
    const err = e as { name?: string; code?: string; fatal?: boolean } | null;
    const unreachable = err?.name === 'KnexTimeoutError' || UNREACHABLE.has(err?.code ?? '') || err?.fatal === true;
    if (unreachable) this.mark(replica, { unreachable: true }, messageOf(e));
    return unreachable;
  }

  /** Does it answer, and how far behind is it; from the first check on, it may serve reads. */
  private async check(replica: ReplicaState): Promise<void> {
    try {
      if (replica.lagUnknown) {
        await replica.knex.raw('select 1');
        this.mark(replica, { unreachable: false }, '');
        return;
      }
      // SHOW SLAVE STATUS is gone in MySQL 8.4; MariaDB reads SHOW REPLICA STATUS from 10.5 on.
      const [rows] = (await replica.knex.raw('SHOW REPLICA STATUS')) as [ReplicaStatus[]];
      const seconds = replicaLag(rows);
      const behind = seconds === null || seconds > REPLICA_MAX_LAG_SECONDS;
      this.mark(replica, { unreachable: false, behind }, seconds === null ? 'replication stopped (Seconds_Behind_Master/Source is NULL)' : `${seconds} s behind the primary`);
    } catch (e) {
      if (this.leftOutIfUnreachable(replica, e)) return;
      replica.lagUnknown = true;
      this.events.lagUnknown(replica.name, messageOf(e));
    } finally {
      replica.checked = true;
    }
  }

  /** Closes the replicas' pools (the primary's belongs to its owner). */
  async destroy(): Promise<void> {
    this.closed = true;
    if (this.watch) clearTimeout(this.watch);
    await Promise.all(this.replicas.map((r) => r.knex.destroy()));
  }
}
