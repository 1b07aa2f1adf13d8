import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requireUser, type AuthEnv } from '../../adapters/http/auth.ts';
import { serve } from '../../adapters/http/contract-route.ts';
import { handleError } from '../../adapters/http/errors.ts';
import { observeRequests } from '../../adapters/http/observability.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { defineRoute, routePath } from '../../domain/shared/route-contract.ts';
import { callRoute } from '../../microfrontends/packages/api-client/src/route-call.ts';
import { checkAnswers, RouteRecordingLogger } from '../support/answer-contract.ts';

const noteBody = z.object({ text: z.string('Text is required').trim().min(3, 'Text must be at least 3 characters') });
const noteAnswer = z.object({ success: z.literal(true), note: z.object({ _id: z.string(), board: z.string(), text: z.string(), page: z.number() }) });

/** Two contracts as domain/ would declare them: a write with a body and a guarded read with a query. */
const addNote = defineRoute({ method: 'POST', path: '/boards/:board/notes', status: 201, query: z.object({ page: z.coerce.number().int().min(1).default(1) }), body: noteBody, answer: noteAnswer });
const secretNote = defineRoute({ method: 'GET', path: '/boards/:board/secret', answer: noteAnswer });

const appServing = () => {
  const logger = new RouteRecordingLogger(new PinoLogger({ level: process.env.DBG ? 'error' : 'silent' }));
  const api = new Hono<AuthEnv>();
  api.use('*', async (c, next) => {
    c.set('auth', null);
    await next();
  });
  serve(api, addNote, async (_c, { params, query, body }) => ({ success: true, note: { _id: 'n1', board: params.board, text: body.text, page: query.page } }));
  serve(api, secretNote, async () => ({ success: true, note: { _id: 'n2', board: 'x', text: 'hidden', page: 1 } }), requireUser);
  const app = new Hono();
  app.use('*', observeRequests(logger));
  app.onError(handleError(logger));
  app.route('/api', api);
  return checkAnswers(app, logger);
};

afterEach(() => vi.unstubAllGlobals());

describe('route contracts: one declaration served by the API and called by the remotes', () => {
  it('fills the path parameters of a contract, URL-encoded', () => {
    expect(routePath(addNote, { board: 'a b/c' })).toBe('/boards/a%20b%2Fc/notes');
  });

  it('serves a contract with its success status, typed parameters, query and trimmed body', async () => {
    const res = await appServing().request('/api/boards/b7/notes?page=2', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '  hello  ' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, note: { _id: 'n1', board: 'b7', text: 'hello', page: 2 } });
  });

  it('answers a bad body and a bad query with 400 and a message per field, and calls no handler', async () => {
    const app = appServing();
    const bad = await app.request('/api/boards/b7/notes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x' }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ text: 'Text must be at least 3 characters' });
    const badQuery = await app.request('/api/boards/b7/notes?page=0', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello' }) });
    expect(badQuery.status).toBe(400);
    expect(Object.keys((await badQuery.json()).error.fields)).toEqual(['page']);
  });

  it('runs the guards before validation: a signed-out call is a 401, not a 400', async () => {
    const res = await appServing().request('/api/boards/b7/secret');
    expect(res.status).toBe(401);
  });

  it('lets a remote call the same contract with its types, and sees the API error as ApiError', async () => {
    const app = appServing();
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => app.request(url, init));
    const answer = await callRoute(addNote, { params: { board: 'b9' }, query: { page: 3 }, body: { text: 'from the remote' } });
    expect(answer.note).toEqual({ _id: 'n1', board: 'b9', text: 'from the remote', page: 3 });
    await expect(callRoute(addNote, { params: { board: 'b9' }, body: { text: '' } })).rejects.toMatchObject({ status: 400, message: 'HTTP error! status: 400' });
  });
});
