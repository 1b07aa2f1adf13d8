import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '../../domain/inquiries/inquiry.ts';
import { CONFIRMATION_TTL_MS, REMEMBERED_BROWSER_TTL_MS } from '../../domain/inquiries/timing.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { BASE_URL, COUPLE, inquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';
import { FakeFormTokens } from '../../tests/support/fakes/fake-form-tokens.ts';
import { INQUIRY_FORM, INQUIRY_RATE_LIMITS, IssueInquiryFormToken } from './submit-inquiry.ts';

/** Issue 17 §1–§3: 'Send Message' on a vendor's page, over in-memory fakes of the ports. */

const rejection = async (p: Promise<unknown>): Promise<DomainError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(e)}`);
  return e;
};

describe('the first inquiry from an email waits for its confirmation', () => {
  it('stores it unconfirmed, invisible to the vendor, and queues "Confirm your message" in the same unit of work', async () => {
    const w = await inquiryWorld();
    const result = await w.submit.execute(w.barn.slug, w.form(), w.ctx());

    expect(result).toMatchObject({ delivery: 'confirm_email', vendorName: 'Magnolia Barn' });
    const [stored] = w.inquiries.all();
    expect(stored).toMatchObject({ id: result.inquiry.id, vendorId: w.barn.id, state: 'pending_confirmation', confirmedAt: null, deliveredAt: null, holdReasons: [] });
    expect(stored!.confirmTokenHash).toMatch(/^hash:/);
    expect(stored!.confirmExpiresAt).toEqual(new Date(w.clock.now().getTime() + CONFIRMATION_TTL_MS));
    expect(w.inquiries.allMessages()).toEqual([expect.objectContaining({ inquiryId: stored!.id, author: 'couple', body: w.form().message })]);

    // One transaction wrote the inquiry, its first message and the email.
    expect(w.transactions.committed).toBe(1);
    expect(w.emails()).toEqual([
      {
        template: 'inquiry-confirm',
        to: COUPLE,
        data: { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', link: `${BASE_URL}/inquiries/confirm/${w.secrets.lastToken}`, expiresInDays: 7 },
        idempotencyKey: `inquiry-confirm:${stored!.id}`,
      },
    ]);
    // The link's token is never stored, only its hash.
    expect(stored!.confirmTokenHash).toBe(w.secrets.hash(w.secrets.lastToken));

    const page = await w.inbox.execute(w.owner, w.barn.id, { page: 1 });
    expect(page.page.total).toBe(0);
    expect(page.summary.unread).toBe(0);
  });

  it('stores nothing and queues nothing when the unit of work fails', async () => {
    const w = await inquiryWorld();
    // A fault after the inquiry is written (the outbox refuses): the whole unit of work rolls back.
    const add = w.outbox.add.bind(w.outbox);
    w.outbox.add = async () => {
      throw new Error('outbox down');
    };
    await expect(w.submit.execute(w.barn.id, w.form(), w.ctx())).rejects.toThrow('outbox down');
    expect(w.inquiries.all()).toEqual([]);
    expect(w.inquiries.allMessages()).toEqual([]);
    w.outbox.add = add;
    expect(w.transactions.rolledBack).toBe(1);
  });
});

describe('a remembered browser goes straight through', () => {
  const rememberedWorld = async () => {
    const w = await inquiryWorld();
    const first = await w.sendConfirmed(w.barn.id);
    return { w, token: first.rememberedBrowser!.token };
  };

  it('delivers the next inquiry from the same email at once, emails the owner, and asks for no confirmation', async () => {
    const { w, token } = await rememberedWorld();
    const before = w.emails().length;
    const result = await w.submit.execute(w.hall.id, w.form(), w.ctx({ rememberedToken: token }));

    expect(result.delivery).toBe('sent');
    expect(w.inquiries.stored(result.inquiry.id)).toMatchObject({ state: 'delivered', confirmTokenHash: null, confirmedAt: w.clock.now(), deliveredAt: w.clock.now() });
    const sent = w.emails().slice(before);
    expect(sent.map((e) => [e.template, e.to])).toEqual([['inquiry-new', 'owner@hall.example']]);
    expect(w.browsers.all().find((b) => b.tokenHash === w.secrets.hash(token))?.lastUsedAt).toEqual(w.clock.now());
  });

  it('asks for a confirmation when the form carries another email than the one the browser confirmed', async () => {
    const { w, token } = await rememberedWorld();
    const result = await w.submit.execute(w.hall.id, w.form({ email: 'someone-else@example.com' }), w.ctx({ rememberedToken: token }));
    expect(result.delivery).toBe('confirm_email');
    expect(w.inquiries.stored(result.inquiry.id)!.state).toBe('pending_confirmation');
    expect(w.emails().at(-1)).toMatchObject({ template: 'inquiry-confirm', to: 'someone-else@example.com' });
  });

  it('asks for a confirmation again once the browser was forgotten (revoked)', async () => {
    const { w, token } = await rememberedWorld();
    await w.forgetBrowser.execute(token);
    const result = await w.submit.execute(w.hall.id, w.form(), w.ctx({ rememberedToken: token }));
    expect(result.delivery).toBe('confirm_email');
    expect(w.inquiries.stored(result.inquiry.id)!.state).toBe('pending_confirmation');
  });

  it('asks for a confirmation again after its 90 days', async () => {
    const { w, token } = await rememberedWorld();
    w.clock.advance(REMEMBERED_BROWSER_TTL_MS);
    const result = await w.submit.execute(w.hall.id, w.form({ weddingDate: '2028-10-09' }), w.ctx({ rememberedToken: token }));
    expect(result.delivery).toBe('confirm_email');
  });

  it('asks for a confirmation for a token nobody issued', async () => {
    const w = await inquiryWorld();
    const result = await w.submit.execute(w.barn.id, w.form(), w.ctx({ rememberedToken: 'made-up-token-000000000000000000000' }));
    expect(result.delivery).toBe('confirm_email');
  });
});

describe('the spam rules hold an inquiry without telling the sender', () => {
  const SENT_AT = Date.parse('2026-11-25T15:00:00Z');
  const tokens = new FakeFormTokens();
  for (const [rule, form, reasons] of [
    ['the hidden honeypot field is filled in', { website: 'https://cheap-seo.example' }, ['honeypot']],
    ['it was sent 1 s after the server issued its form token', { formToken: tokens.issue(INQUIRY_FORM, new Date(SENT_AT - 1_000)) }, ['too_fast']],
    ['it carries no form token (not sent from the form)', { formToken: null }, ['no_start_time']],
    ['its form token was not signed by the server (forged, or another form\'s)', { formToken: tokens.issue('review', new Date(SENT_AT - 60_000)) }, ['bad_form_token']],
    ['its form token was issued after it arrived', { formToken: tokens.issue(INQUIRY_FORM, new Date(SENT_AT + 60_000)) }, ['bad_form_token']],
    ['the message carries more than two links', { message: 'See https://a.example.com and https://b.example.com and https://c.example.com for our rates.' }, ['links']],
  ] as const) {
    it(`holds a remembered browser's inquiry when ${rule}: it answers 'sent' and emails nobody`, async () => {
      const w = await inquiryWorld();
      const { rememberedBrowser } = await w.sendConfirmed(w.hall.id);
      const before = w.emails().length;
      const result = await w.submit.execute(w.barn.id, w.form(form), w.ctx({ rememberedToken: rememberedBrowser!.token }));

      expect(result.delivery).toBe('sent');
      const stored = w.inquiries.stored(result.inquiry.id)!;
      expect(stored.state).toBe('held');
      expect(stored.holdReasons).toEqual(reasons);
      expect(stored.deliveredAt).toBeNull();
      expect(w.emails().slice(before)).toEqual([]);
      expect((await w.inbox.execute(w.owner, w.barn.id, { page: 1 })).page.total).toBe(0);
    });
  }

  it('delivers an inquiry sent 3 s or more after the server issued its form token, by the server\'s clock', async () => {
    const w = await inquiryWorld();
    const { rememberedBrowser } = await w.sendConfirmed(w.hall.id);
    const opened = new IssueInquiryFormToken(tokens, w.clock).execute();
    w.clock.advance(3_000);
    const result = await w.submit.execute(w.barn.id, w.form({ formToken: opened }), w.ctx({ rememberedToken: rememberedBrowser!.token }));
    expect(w.inquiries.stored(result.inquiry.id)).toMatchObject({ state: 'delivered', holdReasons: [] });
  });

  it('lets the same couple write to many vendors', async () => {
    const w = await inquiryWorld();
    const { rememberedBrowser } = await w.sendConfirmed(w.barn.id);
    const result = await w.submit.execute(w.hall.id, w.form(), w.ctx({ rememberedToken: rememberedBrowser!.token }));
    expect(w.inquiries.stored(result.inquiry.id)!.state).toBe('delivered');
  });
});

describe('rate limits per address and per email', () => {
  it(`refuses the ${INQUIRY_RATE_LIMITS.perAddress.limit + 1}th inquiry from one address within the hour with a retry time, and stores nothing for it`, async () => {
    const w = await inquiryWorld();
    const ip = w.newIp();
    for (let i = 0; i < INQUIRY_RATE_LIMITS.perAddress.limit; i++) await w.submit.execute(w.barn.id, w.form({ email: `couple${i}@example.com` }), w.ctx({ ip }));
    const stored = w.inquiries.all().length;
    const emails = w.emails().length;
    w.clock.advance(10 * 60 * 1000);

    const e = await rejection(w.submit.execute(w.barn.id, w.form({ email: 'one-more@example.com' }), w.ctx({ ip })));
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.code).toBe('RATE_LIMITED');
    expect((e as RateLimitedError).retryAfterMs).toBe(50 * 60 * 1000);
    expect(w.inquiries.all()).toHaveLength(stored);
    expect(w.emails()).toHaveLength(emails);
    // Another address is not held back.
    await expect(w.submit.execute(w.barn.id, w.form({ email: 'one-more@example.com' }), w.ctx())).resolves.toMatchObject({ delivery: 'confirm_email' });
  });

  it(`refuses the ${INQUIRY_RATE_LIMITS.perEmail.limit + 1}th inquiry from one email within a day, from any address`, async () => {
    const w = await inquiryWorld();
    for (let i = 0; i < INQUIRY_RATE_LIMITS.perEmail.limit; i++) await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const stored = w.inquiries.all().length;
    const e = await rejection(w.submit.execute(w.barn.id, w.form(), w.ctx()));
    expect(e).toBeInstanceOf(RateLimitedError);
    expect((e as RateLimitedError).retryAfterMs).toBe(INQUIRY_RATE_LIMITS.perEmail.windowMs);
    expect(w.inquiries.all()).toHaveLength(stored);
    expect(w.emails()).toHaveLength(stored);
    // A day later the couple may write again.
    w.clock.advance(INQUIRY_RATE_LIMITS.perEmail.windowMs);
    await expect(w.submit.execute(w.barn.id, w.form(), w.ctx())).resolves.toMatchObject({ delivery: 'confirm_email' });
  });
});

describe('what the form is sent to', () => {
  it('refuses an inactive listing with VENDOR_NOT_FOUND, before any rate limit is counted', async () => {
    const w = await inquiryWorld();
    const e = await rejection(w.submit.execute(w.hidden.id, w.form(), w.ctx()));
    expect(e.code).toBe('VENDOR_NOT_FOUND');
    expect(w.limiter.keys).toEqual([]);
    expect(w.inquiries.all()).toEqual([]);
  });

  it('refuses a listing that does not exist with VENDOR_NOT_FOUND', async () => {
    const w = await inquiryWorld();
    expect((await rejection(w.submit.execute('no-such-vendor', w.form(), w.ctx()))).code).toBe('VENDOR_NOT_FOUND');
  });

  it("refuses a budget range of another category with VALIDATION_FAILED on the 'budget' field", async () => {
    const w = await inquiryWorld();
    // 'under-2000' is a photographer's range; a venue's ranges start at 'under-3000'.
    const e = await rejection(w.submit.execute(w.barn.id, w.form({ budget: 'under-2000' }), w.ctx()));
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.fields).toEqual({ budget: INQUIRY_MESSAGES.budget });
    expect(w.inquiries.all()).toEqual([]);
    expect(w.emails()).toEqual([]);
  });
});
