import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HealthProbe } from '../../application/ports/health-probe.ts';

export interface DrainOptions {
  /**
   * How long the process keeps taking requests after the signal while its readiness answers 503, so that a
   * balancer which polls /api/ready (Kubernetes, HAProxy, a cloud balancer) stops sending first. 0 for
   * nginx, which has no health checks: the closed port is its signal (it tries the next server).
   */
  delayMs?: number;
  /** How long the requests in flight may take to finish; those still running then are cut. */
  graceMs?: number;
}

export interface HttpDrain {
  /** A readiness probe that fails from the moment the drain starts: /api/ready answers 503. */
  readonly probe: HealthProbe;
  /**
   * Stops the server gracefully: readiness fails at once; after `delayMs` the port closes (new connections
   * are refused), the requests in flight finish, and every keep-alive connection is closed as soon as it is
   * idle (responses from then on say `Connection: close`), so the server closes without waiting for the
   * clients' keep-alive timeouts. Resolves once it is closed; `cut` counts the connections closed by force
   * after `graceMs`.
   */
  drain(opts?: DrainOptions): Promise<{ cut: number }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The graceful stop of an API process's HTTP server (issue 41 §4: a rolling deploy loses no request). */
export const httpDrain = (server: Server): HttpDrain => {
  let draining = false;
  const open = new Set<Socket>();
  server.on('connection', (socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  // Registered after the app's own listener, but it runs before the app writes its (asynchronous) answer.
  server.on('request', (_req, res) => {
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
  });
  return {
    probe: {
      name: 'shutdown',
      check: async () => {
        if (draining) throw new Error('shutting down');
      },
    },
    drain: async ({ delayMs = 0, graceMs = 10_000 } = {}) => {
      draining = true;
      if (delayMs > 0) await sleep(delayMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // close() closes the connections idle at that moment; those busy then become idle after their answer.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (inTime) return { cut: 0 };
      const cut = open.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
};
