import { Hono } from 'hono';
import type { HealthProbe } from '../../../application/ports/health-probe.ts';
import { healthAnswerSchema, readinessAnswerSchema } from '../../../domain/shared/system-answers.ts';
import { metricsAccessAllowed, type AppMetrics } from '../../observability/metrics.ts';
import { errorBody } from '../errors.ts';
import { reply } from '../route-answers.ts';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref())]);

/** /health: the process is up. /ready: every dependency answers (load balancers route on this). */
export const systemRoutes = (probes: HealthProbe[]) =>
  new Hono()
    .get('/health', (c) => reply(c, healthAnswerSchema, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }))
    .get('/ready', async (c) => {
      const checks: Record<string, { ok: boolean; error?: string }> = {};
      await Promise.all(
        probes.map(async (probe) => {
          try {
            await withTimeout(probe.check(), 2000);
            checks[probe.name] = { ok: true };
          } catch (e) {
            checks[probe.name] = { ok: false, error: (e as Error).message };
          }
        }),
      );
      const ready = Object.values(checks).every((x) => x.ok);
      c.header('Cache-Control', 'no-store');
      return reply(c, readinessAnswerSchema, { status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
    });

/** GET /metrics: the Prometheus exposition; with a token configured, only with that bearer token. */
export const metricsRoutes = (metrics: AppMetrics, token: string | undefined) =>
  new Hono().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!metricsAccessAllowed(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('UNAUTHENTICATED', 'Metrics need a bearer token'), 401);
    }
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
