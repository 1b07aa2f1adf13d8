import type { Context, Next } from 'hono';

/**
 * Sets (or, with `append`, appends to: Vary) a header of the answer a middleware got back from `next()`.
 *
 * Not `c.header()`: on a finished answer Hono copies the Response around its body *stream*, and
 * @hono/node-server then has to pump that stream instead of writing the string or bytes it was given in one
 * go (a third of a cached read's cost). The answer's own headers are mutable for every Response the app
 * makes; only a Response with immutable headers (one from fetch, say) is copied.
 */
export const setResponseHeader = (c: Context, name: string, value: string, opts: { append?: boolean } = {}): void => {
  onAnswer(c, (headers) => {
    if (opts.append) headers.append(name, value);
    else headers.set(name, value);
  });
};

/** Changes the answer's headers in place, or a copy of it when they cannot change (a Response from fetch, Response.redirect). */
const onAnswer = (c: Context, change: (headers: Headers) => void): void => {
  try {
    change(c.res.headers);
  } catch {
    const copy = new Response(c.res.body, c.res);
    change(copy.headers);
    c.res = copy;
  }
};

/**
 * A header every answer to a request gets, in lower case, and how it meets one the answer has already:
 * `keep` leaves the answer's own (a route's Referrer-Policy), `append` adds to it (Vary), `set` replaces it.
 */
export type AnswerHeader = readonly [name: string, value: string, mode: 'keep' | 'append' | 'set'];

const GATHERED = 'answerHeaders';

/** The headers gathered for a request's answers, in the order they apply. */
export interface AnswerHeaders {
  /** Lists shared by many requests (the same array each time): an answer made from stored bytes keeps what they make. */
  readonly shared: Array<readonly AnswerHeader[]>;
  /** This request's own (its id), after the shared ones. */
  readonly own: AnswerHeader[];
  /** Put on the answer already, when it was made (a cached answer). */
  done: boolean;
}

/**
 * Gives every answer to this request the headers `shared` (a list many requests share: the security
 * headers, CORS) and `own` (this request's: its id). The middleware call it before the answer is made, and
 * the outermost of them puts what they all gathered on the answer, once, when it comes back. An answer made
 * from plain headers (the read cache's) takes them at its making (`takeAnswerHeaders`) and
 * is written as it is: turning its headers into a Headers object, setting a dozen of them and reading them
 * back cost a cached read more than the rest of its way through the middleware.
 */
export const withAnswerHeaders = async (c: Context, next: Next, shared: readonly AnswerHeader[] | null, own?: readonly AnswerHeader[]): Promise<void> => {
  const outer = c.get(GATHERED as never) as AnswerHeaders | undefined;
  if (outer) {
    if (shared) outer.shared.push(shared);
    if (own) outer.own.push(...own);
    return next();
  }
  const gathered: AnswerHeaders = { shared: shared ? [shared] : [], own: own ? [...own] : [], done: false };
  c.set(GATHERED as never, gathered as never);
  await next();
  if (gathered.done) return;
  gathered.done = true;
  onAnswer(c, (headers) => {
    for (const list of gathered.shared) put(headers, list);
    put(headers, gathered.own);
  });
};

const put = (headers: Headers, list: readonly AnswerHeader[]) => {
  for (const [name, value, mode] of list) {
    if (mode === 'append') headers.append(name, value);
    else if (mode === 'set' || !headers.has(name)) headers.set(name, value);
  }
};

/** The headers gathered for this request's answers, taken by an answer about to be made from plain headers (which puts them in: `putAnswerHeaders`). */
export const takeAnswerHeaders = (c: Context): AnswerHeaders | undefined => {
  const gathered = c.get(GATHERED as never) as AnswerHeaders | undefined;
  if (gathered) gathered.done = true;
  return gathered;
};

/** Puts `list` into plain `headers` (lower-case names), as `withAnswerHeaders` puts it on an answer's Headers. */
export const putAnswerHeaders = (headers: Record<string, string>, list: readonly AnswerHeader[]): Record<string, string> => {
  for (const [name, value, mode] of list) {
    const had = headers[name];
    if (mode === 'append') headers[name] = had ? `${had}, ${value}` : value;
    else if (mode === 'set' || had === undefined) headers[name] = value;
  }
  return headers;
};
