import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import { metricsAccessAllowed, type AppMetrics } from './metrics.ts';

export interface OpsServerOptions {
  host: string;
  port: number;
  metrics: AppMetrics;
  /** What /health checks (the worker: its database and its queue). */
  probes: HealthProbe[];
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
  probeTimeoutMs?: number;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The worker's tiny HTTP server (it has no Hono app): GET /metrics (Prometheus) and GET /health (200 when
 * every probe answers, 503 naming the failed ones). Everything else is a 404.
 */
export const startOpsServer = async (o: OpsServerOptions): Promise<OpsServer> => {
  const timeoutMs = o.probeTimeoutMs ?? 2000;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'Method not allowed' });
    if (path === '/metrics') {
      if (!metricsAccessAllowed(req.headers.authorization, o.metricsToken)) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return json(res, 401, { error: 'Metrics need a bearer token' });
      }
      o.metrics.render().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          res.end(body);
        },
        (e: unknown) => json(res, 500, { error: (e as Error).message }),
      );
      return;
    }
    if (path === '/health') {
      const checks: Record<string, { ok: boolean; error?: string }> = {};
      void Promise.all(
        o.probes.map(async (probe) => {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([probe.check(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)))]);
            checks[probe.name] = { ok: true };
          } catch (e) {
            checks[probe.name] = { ok: false, error: (e as Error).message };
          } finally {
            clearTimeout(timer);
          }
        }),
      ).then(() => {
        const ok = Object.values(checks).every((c) => c.ok);
        json(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', uptimeSeconds: Math.round(process.uptime()), checks });
      });
      return;
    }
    json(res, 404, { error: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
};
