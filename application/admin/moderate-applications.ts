import type { ApplicationStatus } from '../../domain/applications/application.ts';
import type { User } from '../../domain/identity/user.ts';
import { plainTextToHtml } from '../../domain/listings/rich-text.ts';
import { isPriceRange } from '../../domain/listings/vendor.ts';
import { slugify, uniqueSlug } from '../../domain/listings/slug.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { isHttpUrl } from '../../domain/shared/text-fields.ts';
import { publicFlags, startPaidTier } from '../../domain/subscriptions/subscription.ts';
import { OwnerProvisioning } from '../identity/provision-vendor-owner.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { AdminReadRepository, ModeratedApplication } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import { StartProcessorPlan } from '../billing/processor-plans.ts';
import type { RichTextSanitizer } from '../ports/rich-text-sanitizer.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { Page } from '../../domain/shared/pagination.ts';

export const APPLICATION_ALREADY_PROCESSED = 'This application has already been processed.';

const notPending = () => new DomainError('APPLICATION_NOT_PENDING', APPLICATION_ALREADY_PROCESSED);
const notFound = () => new DomainError('APPLICATION_NOT_FOUND', 'Application not found');

export class ListApplications {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(q: { status: 'all' | ApplicationStatus; page: number; limit: number }): Promise<Page<ModeratedApplication>> {
    return this.reads.listApplications(q.status === 'all' ? undefined : q.status, q.page, q.limit);
  }
}

/**
 * Approving an application creates the listing (slug from the business name, unique), its owner and a
 * login link for them, and the subscription at the requested tier (a paid tier starts its trial with the
 * stored card summary) — all in one transaction. The pending → approved transition comes first and is
 * atomic, so of two admins approving at once exactly one succeeds and the other gets a 409.
 */
export class ApproveApplication {
  static readonly inject = ['UnitOfWork', OwnerProvisioning, 'IdGenerator', 'Clock', 'RichTextSanitizer', StartProcessorPlan, 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'applications' | 'billing' | 'listings' | 'loginTokens' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly provisionOwner: OwnerProvisioning,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly sanitizer: RichTextSanitizer,
    private readonly startPlan: StartProcessorPlan,
    private readonly logger: Logger,
  ) {}

  async execute(admin: User, applicationId: string): Promise<{ id: string; slug: string; name: string }> {
    const approved = await this.approve(admin, applicationId);
    // The trial starts at the processor (issue 37 §5); if it cannot be reached now, the sweep starts it.
    if (approved.paid) {
      await this.startPlan.execute(approved.id).catch((e: unknown) => {
        this.logger.warn('Starting an approved plan at the payment processor failed; the sweep tries again', { vendorId: approved.id, error: (e as Error).message });
      });
    }
    return { id: approved.id, slug: approved.slug, name: approved.name };
  }

  private async approve(admin: User, applicationId: string): Promise<{ id: string; slug: string; name: string; paid: boolean }> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const app = await r.applications.findById(applicationId);
      if (!app) throw notFound();
      if (app.status !== 'pending') throw notPending();
      if (!(await r.applications.markProcessed(app.id, { status: 'approved', rejectionReason: null, vendorId: null, processedBy: admin.id, at: now }))) throw notPending();

      const id = this.ids.next();
      const base = slugify(app.businessName) || 'vendor';
      const slug = uniqueSlug(base, await r.listings.slugsLike(base));
      // The plain text becomes rich text as every other rich text is stored: in the sanitizer's own form
      // (e.g. a quote stays `"`, U+00A0 becomes &nbsp;), so it reads back unchanged.
      const paragraphs = plainTextToHtml(app.description);
      const description = paragraphs ? this.sanitizer.sanitize(paragraphs) || null : null;
      const flags = publicFlags(app.subscriptionTier);
      await r.listings.createVendor(
        {
          id,
          name: app.businessName,
          slug,
          categoryId: app.categoryId,
          email: app.email,
          phone: app.phone,
          // An application stored before its website was checked may hold any text: link only http(s).
          website: app.website && isHttpUrl(app.website) ? app.website : null,
          tagline: null,
          description,
          descriptionText: app.description?.trim() || null,
          pricingNotes: null,
          location: { city: app.location.city, county: app.location.county, state: app.location.state, zipCode: app.location.zipCode, region: null },
          startingPrice: app.startingPrice,
          priceRange: app.priceRange && isPriceRange(app.priceRange) ? app.priceRange : 'not-specified',
          capacity: app.guestCapacity ?? null,
          streetAddress: app.streetAddress ?? null,
          socialMedia: app.socialMedia,
          yearEstablished: app.yearsInBusiness === null ? null : now.getUTCFullYear() - app.yearsInBusiness,
          isLicensed: app.isLicensed,
          isInsured: app.isInsured,
          isActive: true,
          isFeatured: flags.isFeatured,
          isVerified: false,
          premierPartner: flags.premierPartner,
        },
        now,
      );
      // The style facts the applicant picked, as far as they are still active filters of its category.
      const filterIds = await r.listings.activeFiltersOfCategory(app.categoryId, app.filterIds ?? []);
      if (filterIds.length) await r.listings.replaceFilters(id, filterIds);
      await r.applications.attachVendor(app.id, id);
      const plan = app.subscriptionTier === 'free' ? null : startPaidTier(app.subscriptionTier, now);
      if (plan) await r.subscriptions.save(id, plan, app.card?.id ?? null, now);
      // The processor's customer of the application becomes the vendor's.
      const customer = await r.billing.customerOfApplication(app.id);
      if (customer) await r.billing.saveCustomer({ ...customer, vendorId: id }, now);
      await this.provisionOwner.provision(r, {
        vendorId: id,
        email: app.email,
        reason: 'approved',
        ownerName: app.ownerName,
        ...(plan?.trialEndsAt && plan.tier !== 'free' ? { plan: { tier: plan.tier, trialEndsAt: plan.trialEndsAt, monthlyCents: plan.monthlyCents } } : {}),
      });
      return { id, slug, name: app.businessName, paid: plan !== null };
    });
  }
}

/** Rejecting stores the (optional) reason and emails it to the applicant. */
export class RejectApplication {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock', 'BillingProcessor', 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'applications' | 'billing' | 'outbox'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly processor: BillingProcessor,
    private readonly logger: Logger,
  ) {}

  async execute(admin: User, applicationId: string, reason: string | null): Promise<void> {
    await this.reject(admin, applicationId, reason);
    // The applicant's customer and card are removed at the processor too (issue 37 §5).
    const customer = await this.uow.run((r) => r.billing.customerOfApplication(applicationId));
    if (!customer) return;
    try {
      await this.processor.deleteCustomer(customer.processorCustomerId);
      await this.uow.run((r) => r.billing.removeCustomer(customer.processorCustomerId));
    } catch (e) {
      this.logger.warn('Removing a rejected applicant at the payment processor failed', { applicationId, error: (e as Error).message });
    }
  }

  private async reject(admin: User, applicationId: string, reason: string | null): Promise<void> {
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      const app = await r.applications.findById(applicationId);
      if (!app) throw notFound();
      if (!(await r.applications.markProcessed(app.id, { status: 'rejected', rejectionReason: reason, vendorId: null, processedBy: admin.id, at: now }))) throw notPending();
      await r.outbox.add(
        outboxEmail(this.ids.next(), now, {
          template: 'application-rejected',
          to: app.email,
          data: { businessName: app.businessName, ownerName: app.ownerName, reason },
          idempotencyKey: `application-rejected:${app.id}`,
        }),
      );
    });
  }
}
