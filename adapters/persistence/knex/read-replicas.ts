import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * Reads from replicas (issue 41): one write knex (the primary, TOKENS.Knex, which every repository holds)
 * and a pool of read knexes. The choice is made once per request by the API's wiring
 * (apps/api/replica-reads.ts), which runs the request inside `within(useReplica, …)`; here, each statement
 * of such a request goes to a replica only when it is a plain read (a select without a row lock, outside a
 * transaction). Anything else — a write, a transaction, raw SQL — goes to the primary, and from then on the
 * request reads the primary too (it reads what it wrote). Outside a request (the worker, jobs, timers, the
 * CLI) everything goes to the primary. A replica that fails a read is skipped until it answers again, and
 * the read runs on the primary: no user sees the failure.
 */

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
interface Runner {
  run(): Promise<unknown>;
}
interface RoutableClient {
  runner(builder: RunnableBuilder): Runner;
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
  scope?.open && scope.replica && statement === 'read' ? 'replica' : 'primary';

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
export const isUnreachable = (e: unknown): boolean => {
  const err = e as { name?: string; code?: string; fatal?: boolean } | null;
  return err?.name === 'KnexTimeoutError' || UNREACHABLE.has(err?.code ?? '') || err?.fatal === true;
};

export interface ReplicaEvents {
  /** A replica stopped answering: reads skip it until it answers a probe. */
  down(replica: string, error: string): void;
  up(replica: string): void;
  /** A read the replica failed, run again on the primary. */
  fallback(replica: string, error: string): void;
}

export interface ReplicaPool {
  /** Where the replica is, for log lines (host:port, no credentials). */
  name: string;
  knex: Knex;
}

interface ReplicaState extends ReplicaPool {
  down: boolean;
  probe: NodeJS.Timeout | null;
}

export class ReadReplicas {
  private readonly scope = new AsyncLocalStorage<ReadScope>();
  private readonly replicas: ReplicaState[];
  private next = 0;
  private closed = false;
  /** Statements sent to each side, and reads run again on the primary (tests and the metrics' log lines). */
  readonly stats = { replicaReads: 0, primaryStatements: 0, fallbacks: 0 };

  /**
   * Routes the statements of `primary` (whose client it takes over: the repositories keep the knex they
   * hold). `probeMs`: how often a replica that stopped answering is tried again.
   */
  constructor(
    primary: Knex,
    replicas: ReplicaPool[],
    private readonly events: ReplicaEvents,
    private readonly probeMs = 2000,
  ) {
    this.replicas = replicas.map((r) => ({ ...r, down: false, probe: null }));
    const client = primary.client as RoutableClient;
    const runOnPrimary = client.runner.bind(client);
    const transaction = client.transaction.bind(client);
    client.runner = (builder) => {
      const scope = this.scope.getStore();
      const statement = statementOf(builder);
      if (statementGoesTo(scope, statement) === 'primary') {
        if (scope && statement === 'write') Object.assign(scope, { replica: false, wrote: true });
        this.stats.primaryStatements++;
        return runOnPrimary(builder);
      }
      const replica = this.pick();
      if (!replica) {
        this.stats.primaryStatements++;
        return runOnPrimary(builder);
      }
      this.stats.replicaReads++;
      const runner = (replica.knex.client as RoutableClient).runner(builder);
      const run = runner.run.bind(runner);
      runner.run = () =>
        run().catch((e: unknown) => {
          this.failed(replica, e);
          this.stats.fallbacks++;
          return runOnPrimary(builder).run();
        });
      return runner;
    };
    // Transactions (the unit of work, the locked writes) run on the primary; the request then reads it too.
    client.transaction = (...args: unknown[]) => {
      const scope = this.scope.getStore();
      if (scope) Object.assign(scope, { replica: false, wrote: true });
      return transaction(...args);
    };
  }

  /**
   * Runs one request: its plain reads go to a replica when `useReplica`, until it writes. `wrote`: whether
   * it wrote (or opened a transaction), so the caller can send this session's next reads to the primary.
   */
  async within<T>(useReplica: boolean, serve: () => Promise<T>): Promise<{ result: T; wrote: boolean }> {
    const scope: ReadScope = { replica: useReplica && this.replicas.length > 0, wrote: false, open: true };
    try {
      const result = await this.scope.run(scope, serve);
      return { result, wrote: scope.wrote };
    } finally {
      scope.open = false;
    }
  }

  /** The next replica that answers, in turn; null when none does. */
  private pick(): ReplicaState | null {
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length]!;
      if (!r.down) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r;
      }
    }
    return null;
  }

  private failed(replica: ReplicaState, e: unknown): void {
    const error = e instanceof Error ? e.message : String(e);
    if (!isUnreachable(e)) {
      this.events.fallback(replica.name, error);
      return;
    }
    if (replica.down) return;
    replica.down = true;
    this.events.down(replica.name, error);
    this.schedule(replica);
  }

  private schedule(replica: ReplicaState): void {
    if (this.closed) return;
    replica.probe = setTimeout(() => {
      replica.probe = null;
      replica.knex.raw('select 1').then(
        () => {
          replica.down = false;
          this.events.up(replica.name);
        },
        () => this.schedule(replica),
      );
    }, this.probeMs);
    replica.probe.unref();
  }

  /** Closes the replicas' pools (the primary's belongs to its owner). */
  async destroy(): Promise<void> {
    this.closed = true;
    for (const r of this.replicas) if (r.probe) clearTimeout(r.probe);
    await Promise.all(this.replicas.map((r) => r.knex.destroy()));
  }
}
