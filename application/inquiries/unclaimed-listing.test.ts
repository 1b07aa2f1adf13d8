import { describe, expect, it } from 'vitest';
import { aVendor } from '../../tests/support/fakes/in-memory-vendors.ts';
import { BASE_URL, inquiryWorld, tokenOf } from '../../tests/support/fakes/inquiry-world.ts';

const DAY = 86_400_000;

/** A world with The Riverbend Ballroom: no owner, and a business email on the listing. */
const worldWithRiverbend = async () => {
  const w = await inquiryWorld();
  const riverbend = w.vendors.add(aVendor('vendor_riverbend', { name: 'The Riverbend Ballroom', slug: 'the-riverbend-ballroom', email: 'Events@Riverbend.example' }));
  return { ...w, riverbend };
};

describe('a message to a listing without an owner (issue 36)', () => {
  it("goes to the listing's business email with the couple's details and a single-use claim link stored as its hash, and the couple is told the truth", async () => {
    const w = await worldWithRiverbend();
    const { id, reach } = await w.sendConfirmed(w.riverbend.id);

    expect(reach).toBe('listing');
    const [toListing] = w.emailsOf('inquiry-unclaimed');
    expect(toListing).toMatchObject({
      to: 'events@riverbend.example',
      data: { vendorName: 'The Riverbend Ballroom', coupleName: 'Sam Rivera', email: 'sam@example.com', phone: '864-555-0100', weddingDate: 'October 9, 2027', guestCount: 120, claimDays: 14 },
    });
    expect(toListing!.data.claimLink.startsWith(`${BASE_URL}/claim-listing/link/`)).toBe(true);
    const token = tokenOf(toListing!.data.claimLink);
    expect(w.vendors.claimLinks).toEqual([
      { id: expect.any(String), vendorId: w.riverbend.id, email: 'events@riverbend.example', tokenHash: w.secrets.hash(token), createdAt: w.clock.now(), expiresAt: new Date(w.clock.now().getTime() + 14 * DAY), consumedAt: null },
    ]);
    expect(w.emailsOf('inquiry-unclaimed-couple')).toMatchObject([{ to: 'sam@example.com', data: { vendorName: 'The Riverbend Ballroom', emailedListing: true } }]);
    expect(w.emailsOf('inquiry-new')).toEqual([]);
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
  });

  it('waits for an owner when the listing states no email: only the couple hears, and they hear the truth', async () => {
    const w = await worldWithRiverbend();
    const { reach } = await w.sendConfirmed(w.unclaimed.id);
    expect(reach).toBe('waiting');
    expect(w.emailsOf('inquiry-unclaimed')).toEqual([]);
    expect(w.emailsOf('inquiry-unclaimed-couple')).toMatchObject([{ to: 'sam@example.com', data: { vendorName: 'Riverside Lawn', emailedListing: false } }]);
    expect(w.vendors.claimLinks).toEqual([]);
  });

  it('a held one emails nobody until an admin releases it; the release says where it went', async () => {
    const w = await worldWithRiverbend();
    const { id, reach } = await w.sendConfirmed(w.riverbend.id, { website: 'filled by a bot' });
    expect(reach).toBe('listing');
    expect(w.inquiries.stored(id)!.state).toBe('held');
    expect(w.emailsOf('inquiry-unclaimed')).toEqual([]);

    expect(await w.release.execute(id)).toEqual({ vendorName: 'The Riverbend Ballroom', reach: 'listing' });
    expect(w.emailsOf('inquiry-unclaimed').map((e) => e.to)).toEqual(['events@riverbend.example']);

    const owned = await w.sendConfirmed(w.barn.id, { website: 'filled by a bot', email: 'ann@example.com' });
    expect(await w.release.execute(owned.id)).toEqual({ vendorName: 'Magnolia Barn', reach: 'owner' });
  });

  it("releasing a couple's held later message says where it went: the owner, or the business email of a listing without one", async () => {
    const w = await worldWithRiverbend();
    const heldIn = async (vendorId: string, email: string) => {
      const { threadToken } = await w.sendConfirmed(vendorId, { email });
      await w.coupleMessage.execute(threadToken, 'We can boost your sales with backlinks, reply for prices.', w.threadCtx());
      return (await w.held.execute(1)).messages[0]!.id;
    };
    expect(await w.releaseMessage.execute(await heldIn(w.riverbend.id, 'one@example.com'))).toEqual({ vendorName: 'The Riverbend Ballroom', reach: 'listing' });
    expect(await w.releaseMessage.execute(await heldIn(w.barn.id, 'two@example.com'))).toEqual({ vendorName: 'Magnolia Barn', reach: 'owner' });
  });

  it("sends a couple's later message to the business email with a new claim link, gathering answers per window; nobody when the listing states no email", async () => {
    const w = await worldWithRiverbend();
    const { threadToken } = await w.sendConfirmed(w.riverbend.id);
    const view = await w.coupleMessage.execute(threadToken, 'Could we visit on a Sunday?', w.threadCtx());
    expect(view.reach).toBe('listing');
    // The first goes at once; the next ones within the window are gathered into the window's one email.
    w.clock.advance(60_000);
    await w.coupleMessage.execute(threadToken, 'And is it heated in March?', w.threadCtx());
    w.clock.advance(60_000);
    await w.coupleMessage.execute(threadToken, 'We would bring our own florist.', w.threadCtx());
    const later = w.emailsOf('inquiry-unclaimed-message');
    expect(later.map((e) => [e.to, e.data.message, e.data.moreMessages])).toEqual([
      ['events@riverbend.example', 'Could we visit on a Sunday?', undefined],
      ['events@riverbend.example', 'And is it heated in March?', ['We would bring our own florist.']],
    ]);
    expect(later[0]).toMatchObject({ data: { coupleName: 'Sam Rivera', email: 'sam@example.com', claimDays: 14 } });
    // The first message's link and one per later email, each stored as its hash.
    expect(w.vendors.claimLinks).toHaveLength(3);
    for (const e of later) expect(w.vendors.claimLinks.map((l) => l.tokenHash)).toContain(w.secrets.hash(tokenOf(e.data.claimLink)));
    expect(w.emailsOf('inquiry-couple-message')).toEqual([]);

    const waiting = await w.sendConfirmed(w.unclaimed.id, { email: 'wes@example.com' });
    expect((await w.coupleMessage.execute(waiting.threadToken, 'Is May open?', w.threadCtx())).reach).toBe('waiting');
    expect(w.emailsOf('inquiry-unclaimed-message')).toHaveLength(2);
  });
});
