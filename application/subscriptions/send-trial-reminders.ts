import { reminderHorizon } from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../domain/subscriptions/tiers.ts';
import { dollars, longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export const TRIAL_REMINDER_EVERY_MS = 60 * 60 * 1000;


/**
 * The scheduled sweep (DESIGN.md §4): trials ending within 7 days whose reminder has not gone out get
 * the "first payment in 7 days" email, exactly once. Marking the reminder and writing the email happen
 * in one transaction, and the mark is a conditional UPDATE, so two sweeps racing send one email.
 */
export class SendTrialReminders {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock', 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'outbox' | 'subscriptions'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ sent: number }> {
    const now = this.clock.now();
    const due = await this.uow.run((r) => r.subscriptions.dueReminders(now, reminderHorizon(now), 200));
    let sent = 0;
    for (const d of due) {
      if (!d.email || !d.subscription.trialEndsAt) continue;
      const trialEnd = d.subscription.trialEndsAt;
      const claimed = await this.uow.run(async (r) => {
        if (!(await r.subscriptions.claimReminder(d.vendorId, now))) return false;
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'trial-reminder',
            to: d.email!,
            data: {
              businessName: d.businessName,
              tier: d.subscription.tier,
              firstPaymentDate: longDate(trialEnd),
              monthlyPrice: dollars(d.subscription.monthlyCents || TIER_PLANS[d.subscription.tier].introMonthlyCents),
              cardLast4: d.cardLast4,
            },
            idempotencyKey: `trial-reminder:${d.vendorId}:${trialEnd.toISOString()}`,
          }),
        );
        return true;
      });
      if (claimed) sent++;
    }
    if (sent) this.logger.info('Sent trial reminders', { sent });
    return { sent };
  }
}
