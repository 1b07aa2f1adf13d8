import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
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
  let owner: Record<string, string>;

  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{20,})`).exec(text)?.[1] ?? null;
  const confirm = (token: string | null) => t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  /**
   * The inquiry form as a person sends it: with the form token the server issues as the form opens, when
   * it issues one, and sent 30 seconds later.
   */
  const aFilledForm = async (overrides: Record<string, unknown> = {}) => {
    const issued = await t.app.request('/api/inquiries/form-token');
    const formToken = issued.status === 200 ? (await readJson(issued)).formToken : undefined;
    clock.advance(30_000);
    return aForm(clock, { ...(formToken ? { formToken } : {}), ...overrides });
  };
  /** Submits a first inquiry from an email; the token of its confirmation link. */
  const submitted = async (overrides: Record<string, unknown>) => {
    const form = await aFilledForm(overrides);
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
    owner = await signIn(t, 'owner@barn.example');
  });
  afterAll(async () => t?.close());

  describe('confirming', () => {
    it('opens the same thread link on every click of one confirmation link, and stores one thread link', async () => {
      const token = await submitted({ email: 'clicks@example.com' });
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

  describe("the couple's 'Delete'", () => {
    it('removes every piece of their personal data at once: inquiry, messages, remembered browsers and outbox rows, pending and sent', async () => {
      const couple = { name: 'Quinn Delacroix', email: 'quinn.delete@example.com', phone: '864-555-0199', guestCount: 137, budget: '10000-plus' };
      const said = 'We dream of lavender fields at dusk for our ceremony.';
      const done = await readJson(await confirm(await submitted({ ...couple, message: said })));
      // Another couple's inquiry, which stays as it is.
      const theirs = await submitted({ email: 'keep.me@example.com', name: 'Kept Couple' });
      await t.deliverMail(); // the confirmation and the vendor's 'New inquiry' go out (dispatched rows)
      const inquiry = await t.db.knex('inquiries').where({ email: couple.email }).first('id');
      const reply = await t.app.request(`/api/vendors/${barn}/inquiries/${inquiry.id}/replies`, { method: 'POST', headers: owner, body: JSON.stringify({ body: 'Lavender fields sound lovely, Quinn!' }) });
      expect(reply.status).toBe(201);
      await t.deliverMail(); // 'New reply from …' to the couple goes out
      const answer = await t.app.request(`/api/inquiries/thread/${done.threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'Lavender it is; can we visit on Saturday?' }) });
      expect(answer.status).toBe(201); // its email to the vendor is still pending

      const deleted = await t.app.request(`/api/inquiries/thread/${done.threadToken}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);

      const k = t.db.knex;
      const row = await k('inquiries').where({ id: inquiry.id }).first();
      expect(row).toMatchObject({ state: 'deleted', couple_name: '', email: null, phone: null, wedding_date: null });
      expect(Number(row.guest_count)).not.toBe(couple.guestCount);
      expect(row.budget).not.toBe(couple.budget);
      expect(await k('inquiry_messages').where({ inquiry_id: inquiry.id })).toEqual([]);
      const everything = JSON.stringify({
        inquiries: await k('inquiries').where({ id: inquiry.id }),
        messages: await k('inquiry_messages'),
        browsers: await k('remembered_browsers'),
        outbox: await k('outbox'),
      }).toLowerCase();
      for (const piece of [couple.email, couple.name, couple.phone, 'lavender', '"guestcount":137']) expect(everything).not.toContain(piece.toLowerCase());
      // Nothing of theirs is left to send: the vendor's pending 'New message' went with the rest.
      expect(Number(((await k('outbox').whereNull('dispatched_at').count({ n: '*' }).first()) as { n: number }).n)).toBe(0);
      // The other couple's inquiry and emails are untouched.
      expect(everything).toContain('keep.me@example.com');
      expect((await confirm(theirs)).status).toBe(200);
    });
  });
});
