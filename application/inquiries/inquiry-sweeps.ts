import { weddingDateText } from '../../domain/inquiries/inquiry-words.ts';
import { purgeCutoff, reminderCutoff } from '../../domain/inquiries/timing.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { aboutInquiry, inboxLink, ownerEmailOf } from './inquiry-mail.ts';

const BATCH = 200;

/** How often the reminder sweep runs: a reminder goes out at most 15 minutes after its 24 hours. */
export const INQUIRY_REMINDERS_EVERY_MS = 15 * 60 * 1000;

/**
 * One reminder, exactly once, for an inquiry still unanswered 24 hours after it reached the vendor: the
 * reminder is recorded and its email queued in one transaction, and only the caller that records it sends.
 */
export class SendInquiryReminders {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'IdGenerator', 'Clock', 'Logger', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'inquirySweeps' | 'outbox' | 'ownership' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(): Promise<{ sent: number }> {
    const now = this.clock.now();
    const due = await this.uow.run((r) => r.inquirySweeps.dueReminders(reminderCutoff(now), BATCH));
    let sent = 0;
    for (const inquiry of due) {
      const vendor = await this.vendors.findCoreBySlugOrId(inquiry.vendorId);
      const emailed = await this.uow.run(async (r) => {
        if (!(await r.inquirySweeps.markReminderSent(inquiry.id, now))) return false;
        const to = await ownerEmailOf(r, inquiry.vendorId);
        // Recorded either way (nobody to remind now is nobody to remind later), but only an email counts as sent.
        if (!to || !vendor) return false;
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'inquiry-reminder',
            to,
            data: { vendorName: vendor.name, coupleName: inquiry.coupleName, inboxLink: inboxLink(this.options.publicBaseUrl, inquiry.id), weddingDate: weddingDateText(inquiry) },
            idempotencyKey: `inquiry-reminder:${inquiry.id}`,
          }, { about: aboutInquiry(inquiry.id) }),
        );
        return true;
      });
      if (emailed) sent++;
    }
    if (sent > 0) this.logger.info('Inquiry reminders queued', { sent });
    return { sent };
  }
}

/**
 * The inquiry data's lifetimes: unconfirmed inquiries after 7 days, every inquiry 18 months after its last
 * message (the couple's personal data with it), expired thread links, and remembered browsers that expired
 * or were revoked. Batched, so no sweep holds a long lock.
 */
export class PurgeInquiries {
  static readonly inject = ['UnitOfWork', 'Clock', 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'inquirySweeps' | 'rememberedBrowsers'>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ unconfirmed: number; inactive: number; threadLinks: number; browsers: number }> {
    const now = this.clock.now();
    const drain = async (step: (limit: number) => Promise<number>) => {
      let total = 0;
      for (;;) {
        const n = await step(BATCH);
        total += n;
        if (n < BATCH) return total;
      }
    };
    const counts = {
      unconfirmed: await drain((limit) => this.uow.run((r) => r.inquirySweeps.deleteExpiredUnconfirmed(now, limit))),
      inactive: await drain((limit) => this.uow.run((r) => r.inquirySweeps.purgeInactive(purgeCutoff(now), limit))),
      threadLinks: await drain((limit) => this.uow.run((r) => r.inquirySweeps.deleteExpiredThreadLinks(now, limit))),
      browsers: await drain((limit) => this.uow.run((r) => r.rememberedBrowsers.deleteEnded(now, limit))),
    };
    this.logger.info('Inquiry data purged', counts);
    return counts;
  }
}
