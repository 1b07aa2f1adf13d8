import zlib from 'node:zlib';
import { z } from 'zod';
import type { Hono } from 'hono';
import type { Logger } from '../../application/ports/logger.ts';
import { answerSchemaFor, recordAnswerSchemas } from '../../adapters/http/route-answers.ts';

/**
 * The contract check of every HTTP test (DESIGN.md §2 'One contract'): each JSON answer is parsed with the
 * schema its route replied with (`reply`), and a drifting answer, or a JSON answer not made by `reply`,
 * makes `app.request` throw a readable error. The route is the pattern the app's own request log line names
 * (routeLabel), found by the answer's X-Request-Id. HTML, XML, files, redirects, 204 and 304 are not JSON
 * and pass unchecked.
 */

/** Remembers, by request id, the route pattern of each request's log line; passes every line on. */
export class RouteRecordingLogger implements Logger {
  private readonly routes = new Map<string, string>();

  constructor(private readonly inner: Logger) {}

  routeOf(requestId: string | null): string | undefined {
    return requestId ? this.routes.get(requestId) : undefined;
  }

  private record(message: string, fields?: Record<string, unknown>) {
    if (message === 'request' && typeof fields?.requestId === 'string' && typeof fields.route === 'string') {
      this.routes.set(fields.requestId, fields.route);
      if (this.routes.size > 10_000) this.routes.delete(this.routes.keys().next().value!);
    }
  }

  info(message: string, fields?: Record<string, unknown>) {
    this.record(message, fields);
    this.inner.info(message, fields);
  }
  debug(message: string, fields?: Record<string, unknown>) {
    this.record(message, fields);
    this.inner.debug(message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>) {
    this.inner.warn(message, fields);
  }
  error(message: string, fields?: Record<string, unknown>) {
    this.inner.error(message, fields);
  }
}

const decode = (bytes: Buffer, encoding: string | null): Buffer => {
  switch (encoding) {
    case 'gzip':
      return zlib.gunzipSync(bytes);
    case 'br':
      return zlib.brotliDecompressSync(bytes);
    case 'deflate':
      return zlib.inflateSync(bytes);
    default:
      return bytes;
  }
};

/** The problem with one answer, or null when it keeps the contract. */
export const answerProblem = async (
  method: string,
  route: string | undefined,
  res: Response,
  schemaFor: typeof answerSchemaFor = answerSchemaFor,
  path?: string,
): Promise<string | null> => {
  if (method === 'HEAD' || !/^application\/json/i.test(res.headers.get('content-type') ?? '')) return null;
  const text = decode(Buffer.from(await res.clone().arrayBuffer()), res.headers.get('content-encoding')).toString('utf8');
  const where = `${method} ${route ?? '(no route logged)'} answered ${res.status}`;
  if (!route) return `${where}: no request log line names its route, so its answer cannot be checked`;
  const schema = schemaFor(method, route, res.status, path);
  if (!schema) return `${where} with JSON not made by reply(c, schema, body), so it has no schema to keep`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? null : `${where} with a body that does not match its schema:\n${z.prettifyError(parsed.error)}`;
};

/** Makes `app.request` check every JSON answer against its route's schema (throws on a broken contract). */
export const checkAnswers = <A extends Pick<Hono, 'request'>>(app: A, routes: RouteRecordingLogger): A => {
  recordAnswerSchemas();
  const request = app.request;
  const checked = async (...args: Parameters<Hono['request']>) => {
    const [input, init] = args;
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    const res = await request(...args);
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    const problem = await answerProblem(method, routes.routeOf(res.headers.get('x-request-id')), res, answerSchemaFor, path);
    if (problem) throw new Error(`Answer contract broken: ${problem}`);
    return res;
  };
  app.request = checked as A['request'];
  return app;
};
