import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { vendorListQuerySchemaAt } from '../../domain/listings/vendor-list-query.ts';
import { plainListQuery, plainListQueryOf } from './plain-list-query.ts';
import { validate, validateOr } from './validation.ts';

const schema = vendorListQuerySchemaAt(() => '2026-11-27');
const echo = (withShortcut: boolean) =>
  new Hono().get('/', withShortcut ? validateOr('query', schema, plainListQuery) : validate('query', schema), (c) => c.json(c.req.valid('query')));
const shortcut = echo(true);
const schemaOnly = echo(false);

const answers = async (app: Hono, query: string) => {
  const res = await app.request(`/${query === '' ? '' : `?${query}`}`);
  return { status: res.status, body: await res.text() };
};

const KEYS = ['page', 'page', 'limit', 'limit', 'search', 'date', 'Page', '', 'page%3D'];
const VALUES = ['0', '1', '2', '9', '00', '12', '999999999', '1234567890', 'x', '-1', '%32', '+2', ' 2', '', '1.5', '2=3', 'barn'];

describe('the plain list query (ADR 29)', () => {
  it('is what the list query schema gives for a query of page and limit only, as plain digits', () => {
    for (const q of ['', 'page=1', 'page=2', 'limit=24', 'page=3&limit=24', 'limit=500&page=0', 'page=99999999', 'page=000', 'limit=0']) {
      const params = Object.fromEntries(new URLSearchParams(q));
      expect(plainListQueryOf(q), q).toStrictEqual(schema.parse(params));
    }
  });

  it('leaves every other query string to the schema', () => {
    for (const q of ['page=', 'page=%32', 'page=2&page=3', 'limit=1&limit=2', 'page=1&limit=2&sortBy=name', 'page=+2', 'page=2 ', 'page=-1', 'page=1.5', 'search=barn', 'Page=2', 'page=1234567890', '&page=2', 'page=2&']) {
      expect(plainListQueryOf(q), q).toBeUndefined();
    }
  });

  it('gives the same answers as the schema alone, 400s and their field messages included, for 2 000 made-up query strings', async () => {
    let seed = 29;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const queries = ['page=abc', 'limit=x&page=2', 'page=1&page=2', 'guests=abc&date=2020-01-01', 'sortBy=nope'];
    const pair = () => `${KEYS[next() % KEYS.length]}${next() % 8 ? '=' : ''}${VALUES[next() % VALUES.length]}`;
    for (let i = 0; i < 2000; i++) queries.push(Array.from({ length: next() % 4 }, pair).join(next() % 10 ? '&' : '&&'));
    let recognised = 0;
    for (const q of queries) {
      if (plainListQueryOf(q) !== undefined) recognised++;
      expect(await answers(shortcut, q), q).toEqual(await answers(schemaOnly, q));
    }
    expect(recognised).toBeGreaterThan(20);
  });
});
