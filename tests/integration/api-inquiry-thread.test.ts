import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 35 (points 2, 8 and 10): the couple's thread after the inquiry was confirmed. */

const json = { 'content-type': 'application/json' };

/** A form as a person fills it: opened 30 seconds before it is sent. */
const aForm = (clock: FixedClock, overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  message: 'We love the barn and would like to see it in the spring, if you have a Saturday open.',
  website: '',
  startedAt: clock.now().getTime() - 30_000,
  ...overrides,
});

describe.each(DIALECTS)("the couple's thread [%s]", (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  let barn: string;

  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{20,})`).exec(text)?.[1] ?? null;
  const confirm = (token: string | null) => t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  /** Submits a first inquiry from an email; the token of its confirmation link. */
  const submitted = async (form: Record<string, unknown>) => {
    const res = await t.app.request(`/api/vendors/${barn}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(form) });
    expect(res.status).toBe(201);
    const [mail] = await mailTo(String(form.email), 'Confirm your message to Magnolia Barn');
    return tokenIn(mail!.text, '/inquiries/confirm');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
    await insertUser(k, 'owner@barn.example', { vendorId: barn });
  });
  afterAll(async () => t?.close());

  describe('confirming', () => {
    it('opens the same thread link on every click of one confirmation link, and stores one thread link', async () => {
      const token = await submitted(aForm(clock, { email: 'clicks@example.com' }));
      const threads = new Set<string>();
      for (let click = 0; click < 6; click++) {
        const res = await confirm(token);
        expect(res.status).toBe(200);
        threads.add((await readJson(res)).threadToken);
      }
      expect(threads.size).toBe(1);
      const [thread] = [...threads];
      expect((await t.app.request(`/api/inquiries/thread/${thread}`)).status).toBe(200);
      const inquiry = await t.db.knex('inquiries').where({ email: 'clicks@example.com' }).first('id');
      expect(await t.db.knex('inquiry_thread_links').where({ inquiry_id: inquiry.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    });
  });
});
