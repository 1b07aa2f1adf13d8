import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { observeRequests } from '../../adapters/http/observability.ts';
import { reply } from '../../adapters/http/route-answers.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { categoriesAnswerSchema } from '../../domain/categories/category-answers.ts';
import { answerProblem, checkAnswers, RouteRecordingLogger } from '../support/answer-contract.ts';
import { createTestApp } from '../support/test-app.ts';

const thingSchema = z.object({ success: z.literal(true), thing: z.object({ _id: z.string(), name: z.string() }) });

/** A small app with the real request log middleware and one route per way an answer can keep or break the contract. */
const appWithThings = () => {
  const logger = new RouteRecordingLogger(new PinoLogger({ level: 'silent' }));
  const app = new Hono();
  app.use('*', observeRequests(logger));
  app.get('/api/things/:id', (c) => reply(c, thingSchema, { success: true, thing: { _id: c.req.param('id'), name: 'Barn' } }));
  // A drifting answer the compiler would refuse: the cast stands for a mapper that lost a field.
  app.get('/api/drifting/:id', (c) => reply(c, thingSchema, { success: true, thing: { _id: c.req.param('id') } } as z.output<typeof thingSchema>));
  app.get('/api/unregistered', (c) => c.json({ success: true }));
  app.get('/api/refused', (c) => c.json({ success: false, error: { code: 'FORBIDDEN', message: 'No' } }, 403));
  app.get('/api/page', (c) => c.html('<p>not JSON</p>'));
  return checkAnswers(app, logger);
};

describe('the answer contract of the HTTP tests', () => {
  it('lets an answer that matches its route schema through', async () => {
    const res = await appWithThings().request('/api/things/7');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, thing: { _id: '7', name: 'Barn' } });
  });

  it('fails an answer that misses a field of its route schema, naming the route and the field', async () => {
    await expect(appWithThings().request('/api/drifting/7')).rejects.toThrow(/GET \/api\/drifting\/:id answered 200[\s\S]*thing\.name/);
  });

  it('fails a JSON answer not made by reply(c, schema, body)', async () => {
    await expect(appWithThings().request('/api/unregistered')).rejects.toThrow(/not made by reply/);
  });

  it('checks failures against the shared error body and passes non-JSON answers unchecked', async () => {
    const app = appWithThings();
    expect((await app.request('/api/refused')).status).toBe(403);
    expect((await app.request('/api/page')).status).toBe(200);
  });

  it('checks the real app: its answers keep their schemas, and an answer missing a field of its schema is reported', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await t.app.request('/api/categories');
      expect(res.status).toBe(200);
      expect(await answerProblem('GET', '/api/categories', res)).toBeNull();
      const stricter = () => categoriesAnswerSchema.extend({ total: z.number() });
      expect(await answerProblem('GET', '/api/categories', res, stricter)).toMatch(/total/);
    } finally {
      await t.close();
    }
  });
});
