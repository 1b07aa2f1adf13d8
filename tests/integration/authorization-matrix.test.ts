/**
 * The authorization matrix (tests/security/authorization-matrix.ts) run against the real app: one test per
 * case and role, each on a fresh world, so a 200/201 is a real success and a refusal is checked to have
 * the JSON error shape of DESIGN.md §2. A route the app has and the matrix lacks (or the reverse) fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, isMiddlewareEntry, MATRIX_METRICS_TOKEN, ROLES, type MatrixCase, type Role } from '../security/authorization-matrix.ts';
import { DIALECTS } from '../support/databases.ts';
import { createSecurityApp, errorShapeProblem, fill, placeholdersOf, pngBytes, type SecurityApp } from '../support/security-world.ts';

const routeKeys = (routes: ReadonlyArray<{ method: string; path: string }>) => new Set(routes.filter((r) => !isMiddlewareEntry(r)).map((r) => `${r.method} ${r.path}`));

describe.each(DIALECTS)('authorization matrix [%s]', (dialect) => {
  let s: SecurityApp;
  let png: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    s = await createSecurityApp(dialect, { env: { METRICS_TOKEN: MATRIX_METRICS_TOKEN } });
    png = await pngBytes();
  });
  afterAll(async () => s?.close());

  it('lists every route of the app, and no route the app does not have', () => {
    const inApp = routeKeys(s.t.app.routes);
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map((c) => c.route));
    expect([...inApp].filter((r) => !inMatrix.has(r)), 'routes missing from the matrix').toEqual([]);
    expect([...inMatrix].filter((r) => !inApp.has(r)), 'matrix routes the app does not have').toEqual([]);
    expect(inApp.size).toBeGreaterThanOrEqual(60);
  });

  const run = async (c: MatrixCase, role: Role) => {
    const world = await s.world([...placeholdersOf([c.path, c.body, c.headers]), ...(c.needs ?? [])], c.states ?? []);
    const session = c.freshSession && role !== 'anonymous' ? await s.freshSession(role) : s.as(role);
    const res = await s.call(c.method, fill(c.path, world), {
      headers: { ...session, ...fill(c.headers ?? {}, world) },
      ...(c.rawPng ? { raw: png } : c.body !== undefined ? { body: fill(c.body, world) } : {}),
    });
    return { res, session };
  };

  for (const c of AUTHORIZATION_MATRIX) {
    describe(`${c.route}: ${c.case}`, () => {
      for (const role of ROLES) {
        const status = c.expect[role];
        it(`answers ${status} to ${role}`, async () => {
          const { res, session } = await run(c, role);
          expect(res.status, res.text.slice(0, 300)).toBe(status);
          if (c.location) expect(res.headers.get('location')).toMatch(new RegExp(c.location));
          if (c.notApi) return;
          if (status >= 400) {
            expect(errorShapeProblem(res.json), res.text.slice(0, 300)).toBeNull();
            if (status === 401) expect(res.json).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
            if (status === 403 && !c.rawPng) expect(res.json).toMatchObject({ error: { code: 'FORBIDDEN' } });
          } else if (status < 300 && status !== 204) {
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          }
          if (c.freshSession && role !== 'anonymous') {
            // The session really ended.
            expect((await s.call('GET', '/api/auth/me', { headers: session })).status).toBe(401);
          }
        });
      }
    });
  }
});
