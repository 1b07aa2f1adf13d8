import { budgetFor, type InquiryBatchInput } from '../../domain/inquiries/inquiry-batch-api.ts';
import { BATCH_VENDOR_NOT_FOUND } from '../../domain/inquiries/inquiry-batch-words.ts';
import { INQUIRY_MESSAGES } from '../../domain/inquiries/inquiry.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { FormTokens } from '../ports/form-tokens.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { submitInquiries, type InquiryRecipient, type InquirySubmissionPorts, type SubmitInquiryContext, type SubmittedInquiries } from './submit-inquiry.ts';

/**
 * One message to several vendors from the shortlist (issue 39 §3): one inquiry per vendor, each exactly as a
 * single inquiry is (submitInquiries: the same spam rules, thread, reminders and delivery), all in one
 * transaction, each marked as sent from a shortlist. Every vendor must be an active listing, and every
 * vendor's category must have a budget among the couple's; otherwise nothing is stored and no limit is
 * counted. Each vendor counts toward the per-email and per-address limits.
 */
export class SubmitInquiryBatch {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'Secrets', 'FormTokens', 'IdGenerator', 'Clock', 'Settings'] as const;
  private readonly ports: InquirySubmissionPorts;
  constructor(
    private readonly vendors: VendorRepository,
    uow: InquirySubmissionPorts['uow'],
    rateLimiter: RateLimiter,
    secrets: Secrets,
    formTokens: FormTokens,
    ids: IdGenerator,
    clock: Clock,
    options: { publicBaseUrl: string },
  ) {
    this.ports = { uow, rateLimiter, secrets, formTokens, ids, clock, options };
  }

  async execute(input: InquiryBatchInput, ctx: SubmitInquiryContext): Promise<SubmittedInquiries> {
    const { budgets: _budgets, vendorIds, origin, ...contact } = input;
    const recipients: InquiryRecipient[] = [];
    const missing: Record<string, string> = {};
    for (const id of vendorIds) {
      const vendor = await this.vendors.findCoreBySlugOrId(id);
      if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', BATCH_VENDOR_NOT_FOUND);
      const budget = budgetFor(input, vendor.category.slug);
      if (budget === null) missing[`budgets.${vendor.category.slug}`] = INQUIRY_MESSAGES.budget;
      else recipients.push({ vendor, budget });
    }
    if (Object.keys(missing).length > 0) throw new DomainError('VALIDATION_FAILED', INQUIRY_MESSAGES.budget, missing);
    return submitInquiries(this.ports, recipients, contact, ctx, { fromShortlist: origin === 'shortlist' });
  }
}
