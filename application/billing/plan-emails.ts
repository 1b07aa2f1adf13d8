/**
 * The emails billing sends a listing's owner (issue 37): to the account that owns the listing, written for its
 * business name with the link to the Billing tab, queued in the outbox in the transaction that decided them.
 * A listing nobody owns is sent nothing.
 */
import { outboxEmail } from '../mail/outbox-email.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { EmailJob, EmailTemplate } from '../ports/outbox.ts';
import type { Repos } from '../ports/unit-of-work.ts';
import type { UseCaseSettings } from '../wiring.ts';
import { ownerEmail } from '../vendors/owner-email.ts';

/** A billing email before it has an address: its template, data and idempotency key. */
export type PlanEmail = { [K in EmailTemplate]: Omit<Extract<EmailJob, { template: K }>, 'to'> }[EmailTemplate];

/** What every billing email is written with. */
export interface PlanEmailContext {
  businessName: string;
  /** The vendor dashboard's Billing tab. */
  billingLink: string;
}

export class PlanEmails {
  static readonly inject = ['IdGenerator', 'Settings'] as const;
  constructor(
    private readonly ids: IdGenerator,
    private readonly settings: Pick<UseCaseSettings, 'publicBaseUrl'>,
  ) {}

  /** Queues the emails `write` gives for the listing's owner; `write` is not called when nobody owns it. */
  async toOwner(r: Repos<'outbox' | 'ownership' | 'users'>, vendorId: string, now: Date, write: (context: PlanEmailContext) => PlanEmail[]): Promise<void> {
    const to = await ownerEmail(r, vendorId);
    if (!to) return;
    const businessName = (await r.ownership.vendorName(vendorId)) ?? '';
    for (const email of write({ businessName, billingLink: `${this.settings.publicBaseUrl}/vendor/dashboard?tab=billing` })) {
      await r.outbox.add(outboxEmail(this.ids.next(), now, { ...email, to }));
    }
  }
}
