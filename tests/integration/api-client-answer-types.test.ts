import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §2 'One contract': the api-client takes its answer types from the domain's zod schemas. A request's
 * type argument that spells an object shape (`http.get<{ vendor: AdminVendor }>`) is a hand-declared copy of an
 * answer that drifts from the route's schema unnoticed; the answer's type must be inferred from that schema.
 */
const SRC = join(import.meta.dirname, '../../microfrontends/packages/api-client/src');
const sources = readdirSync(SRC)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(SRC, f), 'utf8') }));

/** The type argument of each `http.get<…>(`, `http.post<…>(` … call, brackets balanced. */
const requestTypeArguments = (text: string): string[] => {
  const found: string[] = [];
  for (const m of text.matchAll(/http\.(?:get|post|put|delete)</g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '<') depth++;
      else if (text[i] === '>' && text[i - 1] !== '=') depth--;
    }
    found.push(text.slice(start, i - 1));
  }
  return found;
};

describe('the api-client answer types', () => {
  it('spells no answer shape by hand in a request type argument: each is a domain type', () => {
    const handWritten = sources.flatMap(({ file, text }) => requestTypeArguments(text).filter((arg) => arg.includes('{')).map((arg) => `${file}: ${arg}`));
    expect(handWritten).toEqual([]);
  });

  it('derives the login code exchange from the session answer schema, not a copy of its fields', () => {
    const endpoints = sources.find((s) => s.file === 'endpoints.ts')!.text;
    const declaration = /export type LoginCodeExchange =(.+)$/m.exec(endpoints)?.[1] ?? '';
    expect(declaration).not.toMatch(/token: string|email: string/);
    expect(declaration).toMatch(/SessionStarted/);
  });
});
