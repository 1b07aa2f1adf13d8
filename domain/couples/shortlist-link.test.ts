import { describe, expect, it } from 'vitest';
import { SHORTLIST_LIMIT, type SavedVendor } from './shortlist.ts';
import {
  EMAIL_MY_SHORTLIST,
  mergeIntoShortlist,
  SHARE_WITH_PARTNER,
  SHORTLIST_LINK_DAYS,
  SHORTLIST_LINK_EXPIRED,
  SHORTLIST_LINK_NOT_VALID,
  SHORTLIST_LINK_STOPPED,
  shortlistEmailedMessage,
  shortlistLinkExpiresAt,
  shortlistLinkProblem,
  shortlistLinkState,
} from './shortlist-link.ts';
import { emailShortlistRoute, shareShortlistRoute, stopShortlistLinkRoute } from './shortlist-link-api.ts';

const now = new Date('2026-12-03T10:00:00.000Z');
const saved = (...ids: string[]): SavedVendor[] => ids.map((id) => ({ id, savedAt: now.toISOString() }));

describe('shortlist links', () => {
  it('names the two actions as the issue says', () => {
    expect(EMAIL_MY_SHORTLIST).toBe('Email me my shortlist');
    expect(SHARE_WITH_PARTNER).toBe('Share with my partner');
  });

  it('lasts 180 days from when it is made', () => {
    expect(SHORTLIST_LINK_DAYS).toBe(180);
    expect(shortlistLinkExpiresAt(now).toISOString()).toBe('2027-06-01T10:00:00.000Z');
  });

  it('is live until it expires or is stopped, stopped first', () => {
    const link = { expiresAt: shortlistLinkExpiresAt(now), stoppedAt: null };
    expect(shortlistLinkState(link, now)).toBe('live');
    expect(shortlistLinkState(link, new Date(link.expiresAt.getTime() - 1))).toBe('live');
    expect(shortlistLinkState(link, link.expiresAt)).toBe('expired');
    expect(shortlistLinkState({ ...link, stoppedAt: now }, now)).toBe('stopped');
    expect(shortlistLinkState({ ...link, stoppedAt: now }, link.expiresAt)).toBe('stopped');
  });

  it('tells a stopped, an expired and an unknown link apart in plain words', () => {
    expect(shortlistLinkProblem('stopped')).toBe(SHORTLIST_LINK_STOPPED);
    expect(SHORTLIST_LINK_STOPPED).toMatch(/no longer shared/);
    expect(shortlistLinkProblem('expired')).toBe(SHORTLIST_LINK_EXPIRED);
    expect(SHORTLIST_LINK_EXPIRED).toContain('180 days');
    expect(shortlistLinkProblem('unknown')).toBe(SHORTLIST_LINK_NOT_VALID);
    expect(shortlistEmailedMessage('sam@example.com')).toBe('We emailed a link to your shortlist to sam@example.com. It works for 180 days.');
  });

  it('merges a link into what this browser saved: new ones last, in order, none twice', () => {
    expect(mergeIntoShortlist(saved('A', 'B'), ['B', 'C', 'D', 'C'])).toEqual({ add: ['C', 'D'], alreadySaved: 1, leftOut: 0 });
    expect(mergeIntoShortlist([], ['A', 'B'])).toEqual({ add: ['A', 'B'], alreadySaved: 0, leftOut: 0 });
  });

  it('keeps the merged list within the limit and says how many were left out', () => {
    const full = saved(...Array.from({ length: SHORTLIST_LIMIT - 1 }, (_, i) => `S${i}`));
    expect(mergeIntoShortlist(full, ['S0', 'X', 'Y', 'Z'])).toEqual({ add: ['X'], alreadySaved: 1, leftOut: 2 });
  });
});

describe('shortlist link contracts', () => {
  const body = (b: unknown) => emailShortlistRoute.body.safeParse(b);
  /** Each field's first message, as the API answers it. */
  const fields = (r: ReturnType<typeof body>) => {
    const out: Record<string, string> = {};
    if (!r.success) for (const issue of r.error.issues) out[String(issue.path[0])] ??= issue.message;
    return out;
  };

  it('takes an email and 1 to 50 vendor ids, each once, the email trimmed and lowercased', () => {
    const r = body({ email: '  Sam@Example.com ', vendorIds: ['A1', 'B2', 'A1'] });
    expect(r.success && r.data).toEqual({ email: 'sam@example.com', vendorIds: ['A1', 'B2'] });
  });

  it('refuses a bad email, no ids, too many ids and ids that are not ids, with a message per field', () => {
    expect(fields(body({ email: 'not-an-email', vendorIds: ['A1'] }))).toEqual({ email: 'Please enter a valid email address' });
    expect(fields(body({ email: '', vendorIds: ['A1'] }))).toEqual({ email: 'Email is required' });
    expect(fields(body({ email: 'sam@example.com', vendorIds: [] }))).toEqual({ vendorIds: 'Save at least one vendor first' });
    expect(fields(body({ email: 'sam@example.com' }))).toEqual({ vendorIds: 'Save at least one vendor first' });
    const many = Array.from({ length: SHORTLIST_LIMIT + 1 }, (_, i) => `V${i}`);
    expect(fields(body({ email: 'sam@example.com', vendorIds: many }))).toEqual({ vendorIds: `At most ${SHORTLIST_LIMIT} vendors` });
    expect(fields(body({ email: 'sam@example.com', vendorIds: ['A1', '<script>'] }))).toEqual({ vendorIds: 'These are not vendors of ours' });
  });

  it('shares without an email, and stops a link by its key', () => {
    expect(shareShortlistRoute.body.safeParse({ vendorIds: ['A1'] }).success).toBe(true);
    expect(shareShortlistRoute.body.safeParse({ vendorIds: [] }).success).toBe(false);
    expect(stopShortlistLinkRoute.body.safeParse({ key: 'k'.repeat(43) }).success).toBe(true);
    expect(stopShortlistLinkRoute.body.safeParse({ key: '' }).success).toBe(false);
  });
});
