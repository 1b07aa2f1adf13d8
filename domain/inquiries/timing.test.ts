import { describe, expect, it } from 'vitest';
import {
  confirmationExpiresAt,
  formatDuration,
  isConfirmationExpired,
  isPurgeDue,
  medianFirstReply,
  monthsBefore,
  purgeCutoff,
  reminderCutoff,
  reminderDue,
  rememberedBrowserExpiresAt,
  threadLinkExpiresAt,
  type ReminderFacts,
} from './timing.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-25T15:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('confirmation, remembered browsers and thread links', () => {
  it('expires an unconfirmed inquiry 7 days after it was sent', () => {
    const created = at('2026-11-18T15:00:00.000Z');
    expect(confirmationExpiresAt(created)).toEqual(NOW);
    expect(isConfirmationExpired(confirmationExpiresAt(created), ago(1))).toBe(false);
    expect(isConfirmationExpired(confirmationExpiresAt(created), NOW)).toBe(true);
  });

  it('remembers a browser and keeps a thread link for 90 days', () => {
    expect(rememberedBrowserExpiresAt(NOW).getTime() - NOW.getTime()).toBe(90 * DAY);
    expect(threadLinkExpiresAt(NOW).getTime() - NOW.getTime()).toBe(90 * DAY);
  });
});

describe('the 24-hour reminder', () => {
  const unanswered = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
    state: 'delivered',
    status: 'new',
    deliveredAt: ago(24 * HOUR),
    firstRepliedAt: null,
    reminderSentAt: null,
    ...over,
  });

  it('is due once a delivered, new inquiry has waited 24 hours without a reply', () => {
    expect(reminderDue(unanswered(), NOW)).toBe(true);
    expect(reminderDue(unanswered({ deliveredAt: ago(24 * HOUR - 1) }), NOW)).toBe(false);
    expect(reminderCutoff(NOW)).toEqual(ago(24 * HOUR));
  });

  it('is sent exactly once, and never for a reply, a status, a held or unconfirmed inquiry', () => {
    expect(reminderDue(unanswered({ reminderSentAt: ago(HOUR) }), NOW)).toBe(false);
    expect(reminderDue(unanswered({ firstRepliedAt: ago(HOUR) }), NOW)).toBe(false);
    expect(reminderDue(unanswered({ status: 'not_available' }), NOW)).toBe(false);
    expect(reminderDue(unanswered({ state: 'held' }), NOW)).toBe(false);
    expect(reminderDue(unanswered({ state: 'pending_confirmation', deliveredAt: null }), NOW)).toBe(false);
  });
});

describe('the median first-reply time', () => {
  it('is the median over answered inquiries of the last 90 days, counting unanswered ones beside it', () => {
    const pairs = [
      { receivedAt: ago(2 * DAY), firstRepliedAt: new Date(ago(2 * DAY).getTime() + HOUR) },
      { receivedAt: ago(10 * DAY), firstRepliedAt: new Date(ago(10 * DAY).getTime() + 3 * HOUR) },
      { receivedAt: ago(20 * DAY), firstRepliedAt: new Date(ago(20 * DAY).getTime() + 30 * HOUR) },
      { receivedAt: ago(30 * DAY), firstRepliedAt: null },
      // Outside the window: ignored.
      { receivedAt: ago(91 * DAY), firstRepliedAt: new Date(ago(91 * DAY).getTime() + 1000) },
    ];
    expect(medianFirstReply(pairs, NOW)).toEqual({ medianMs: 3 * HOUR, answered: 3, unanswered: 1 });
  });

  it('takes the mean of the middle two for an even count, and null with no answers', () => {
    const pairs = [HOUR, 2 * HOUR, 4 * HOUR, 10 * HOUR].map((ms) => ({ receivedAt: ago(DAY), firstRepliedAt: new Date(ago(DAY).getTime() + ms) }));
    expect(medianFirstReply(pairs, NOW).medianMs).toBe(3 * HOUR);
    expect(medianFirstReply([{ receivedAt: ago(DAY), firstRepliedAt: null }], NOW)).toEqual({ medianMs: null, answered: 0, unanswered: 1 });
    expect(medianFirstReply([], NOW)).toEqual({ medianMs: null, answered: 0, unanswered: 0 });
  });

  it('reads as the inbox shows it', () => {
    expect(formatDuration(20_000)).toBe('under a minute');
    expect(formatDuration(45 * 60_000)).toBe('45 minutes');
    expect(formatDuration(HOUR)).toBe('1 hour');
    expect(formatDuration(42 * HOUR)).toBe('42 hours');
    expect(formatDuration(3 * DAY)).toBe('3 days');
  });
});

describe('the 18-month purge', () => {
  it('counts calendar months in UTC, the 31st falling back to the month end', () => {
    expect(monthsBefore(at('2026-11-25T15:00:00.000Z'), 18)).toEqual(at('2025-05-25T15:00:00.000Z'));
    expect(monthsBefore(at('2026-08-31T10:00:00.000Z'), 18)).toEqual(at('2025-02-28T10:00:00.000Z'));
    expect(purgeCutoff(NOW)).toEqual(at('2025-05-25T15:00:00.000Z'));
  });

  it('purges a thread whose last message is more than 18 months old', () => {
    expect(isPurgeDue(at('2025-05-25T14:59:59.999Z'), NOW)).toBe(true);
    expect(isPurgeDue(at('2025-05-25T15:00:00.000Z'), NOW)).toBe(false);
  });
});
