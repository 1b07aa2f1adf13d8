import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { apiErrorSchema } from '../../domain/shared/answers.ts';
import { routeLabel } from './observability.ts';
import { CACHE_LOAD_FLAG, ifNoneMatchMatches, notModified, PUBLIC_REVALIDATE, weakEtagOf } from './response-cache.ts';

/**
 * The schemas routes answered with, by `METHOD route status` (route as `routeLabel` names it) and by
 * `METHOD path status` (a cached answer is labelled with the first route its path matches, which may not be
 * the one that answered). Filled by `reply` only once a test turns recording on; production records nothing.
 */
const declared = new Map<string, z.ZodType>();
let recording = false;

/** Turns on the record of answer schemas the contract check reads (tests; DESIGN.md §2 'One contract'). */
export const recordAnswerSchemas = (): void => {
  recording = true;
};

/**
 * A route's JSON answer, with its schema named at the one place the route answers (ADR 13): the compiler
 * checks the body against the schema, and the HTTP tests check the bytes that leave against it. A route has
 * no other registry to keep in step.
 */
export const reply = <S extends z.ZodType>(c: Context, schema: S, body: z.output<S>, status: ContentfulStatusCode = 200): Response => {
  record(c, schema, status);
  return c.json(body as object, status);
};

const record = (c: Context, schema: z.ZodType, status: number): void => {
  if (!recording) return;
  declared.set(`${c.req.method} ${routeLabel(c)} ${status}`, schema);
  declared.set(`${c.req.method} ${c.req.path} ${status}`, schema);
};

/**
 * A public read's JSON answer that browsers must revalidate (`Cache-Control: public, no-cache`, ADR 13's
 * `reply` otherwise): the weak ETag is made here from the text about to be sent, and a matching
 * If-None-Match gets the bodiless 304 — what `revalidatePublicReads` does after the fact by reading the
 * finished body back, copying its headers and making a second Response (about 5% of a list read's CPU
 * without the cache, ADR 23). The tag is the same (SHA-1 of the identity bytes); the middleware leaves an
 * answer that has one alone. While the public read cache loads the answer, the cache makes the tag itself.
 */
export const replyRevalidated = <S extends z.ZodType>(c: Context, schema: S, body: z.output<S>): Response => {
  c.header('Cache-Control', PUBLIC_REVALIDATE);
  if (c.req.method !== 'GET' || c.get(CACHE_LOAD_FLAG as never)) return reply(c, schema, body);
  return revalidatedText(c, schema, JSON.stringify(body));
};

/**
 * The answer is turned into UTF-8 bytes once (ADR 29): the ETag is made from them and they are sent. Given
 * the text, the hash encoded it, @hono/node-server measured it (Buffer.byteLength) and the socket write
 * encoded it again: three passes over a page of cards, where this is one.
 */
const revalidatedText = (c: Context, schema: z.ZodType, text: string): Response => {
  record(c, schema, 200);
  const bytes = utf8Of(text);
  const etag = weakEtagOf(bytes);
  if (ifNoneMatchMatches(c.req.header('if-none-match'), etag)) return notModified(etag, { 'cache-control': PUBLIC_REVALIDATE });
  return c.body(bytes, 200, { 'content-type': 'application/json', etag });
};

/**
 * A text's UTF-8 bytes, in one pass for the usual answer: written into room for the text and a tenth more
 * (an answer is mostly ASCII, one byte a character) and cut to what was written. Only if that room may
 * have been too small (it was filled to within one character of its end) is the text encoded again, with
 * Buffer.from, which measures it first. (The most it can take, three bytes a UTF-16 unit, would be three
 * times the garbage for every answer.)
 */
export const utf8Of = (text: string): Uint8Array<ArrayBuffer> => {
  const room = Buffer.allocUnsafe(text.length + (text.length >> 3) + 16);
  const written = room.write(text);
  return written <= room.length - 4 ? room.subarray(0, written) : Buffer.from(text);
};

/**
 * The schema a JSON answer must match: the one its route replied with for that status, else the shared error
 * body for a failure; null when the route never declared one (a JSON answer not made by `reply`), which the
 * contract check reports.
 */
export const answerSchemaFor = (method: string, route: string, status: number, path?: string): z.ZodType | null =>
  declared.get(`${method} ${route} ${status}`) ?? (path ? declared.get(`${method} ${path} ${status}`) : undefined) ?? (status >= 400 ? apiErrorSchema : null);
