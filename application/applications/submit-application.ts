import type { Application, ApplicationInput } from '../../domain/applications/application.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { asksGuestCapacity } from '../../domain/listings/guest-capacity.ts';
import { asksStreetAddress } from '../../domain/listings/street-address.ts';
import { summarizeCard } from '../../domain/payments/card.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { CardOnFile } from '../../domain/billing/billing.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { FormTokens } from '../ports/form-tokens.ts';
import { CardRejectedError } from '../../domain/billing/card-errors.ts';
import { SECURE_CARD_FORM_MESSAGE } from '../../domain/billing/plan-change-api.ts';
import { customerOfCardToken } from './application-card-setup.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';

export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * A business applies for a listing. For a paid tier the payment processor gets a customer and verifies the
 * card (nothing is charged; a declined card is a 400 on the payment block and nothing is stored, issue 37
 * §5); we keep the card's summary only — the number and CVV go no further. The application, the customer's
 * record and both emails (to the applicant and to the admins) are stored in one transaction.
 */
export class SubmitApplication {
  static readonly inject = ['UnitOfWork', 'CategoryRepository', 'RateLimiter', 'IdGenerator', 'Clock', 'Settings', 'BillingProcessor', 'FormTokens'] as const;
  constructor(
    private readonly uow: UnitOfWork<'applications' | 'billing' | 'listings' | 'outbox' | 'paymentMethods'>,
    private readonly categories: CategoryRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { adminEmails: readonly string[] },
    private readonly processor: BillingProcessor,
    private readonly tokens: FormTokens,
  ) {}

  /** The processor's customer with the verified card; a refused card removes the customer again. */
  private async verifyCard(applicationId: string, input: ApplicationInput): Promise<{ customerId: string; card: CardOnFile } | null> {
    if (input.subscriptionTier === 'free') return null;
    if (this.processor.mode === 'stripe') return this.verifyStripeCard(input);
    if (!input.creditCard) throw new DomainError('VALIDATION_FAILED', 'Card number is required', { 'creditCard.cardNumber': 'Card number is required' });
    const customerId = await this.processor.createCustomer(
      { email: normalizeEmail(input.email), name: input.businessName, reference: `application:${applicationId}` },
      `application:${applicationId}`,
    );
    try {
      return { customerId, card: await this.processor.confirmCard(customerId, { kind: 'local', card: input.creditCard }) };
    } catch (e) {
      await this.processor.deleteCustomer(customerId).catch(() => undefined);
      throw e;
    }
  }

  /**
   * Stripe mode: the card was confirmed in Stripe's own fields on a SetupIntent of the customer that the
   * setup's signed token names (POST /api/applications/card-setup); card fields are refused, never read.
   */
  private async verifyStripeCard(input: ApplicationInput): Promise<{ customerId: string; card: CardOnFile }> {
    if (input.creditCard) throw new DomainError('VALIDATION_FAILED', SECURE_CARD_FORM_MESSAGE, { creditCard: SECURE_CARD_FORM_MESSAGE });
    const customerId = input.setupIntentId && input.cardToken ? customerOfCardToken(this.tokens, input.cardToken, this.clock.now()) : null;
    if (!customerId || !input.setupIntentId) throw new CardRejectedError(null);
    try {
      return { customerId, card: await this.processor.confirmCard(customerId, { kind: 'stripe', setupIntentId: input.setupIntentId }) };
    } catch (e) {
      await this.processor.deleteCustomer(customerId).catch(() => undefined);
      throw e;
    }
  }

  async execute(input: ApplicationInput, ip: string): Promise<Application> {
    const hit = await this.rateLimiter.hit(`apply:ip:${ip}`, APPLICATION_RATE_LIMIT.limit, APPLICATION_RATE_LIMIT.windowMs);
    if (!hit.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
    const category = await this.categories.findByIdOrSlug(input.category);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Category is required', { category: 'Category is required' });

    const applicationId = this.ids.next();
    const billing = await this.verifyCard(applicationId, input);
    const now = this.clock.now();
    const card = input.creditCard
      ? { id: this.ids.next(), ...summarizeCard(input.creditCard) }
      : billing
        ? { id: this.ids.next(), brand: billing.card.brand, last4: billing.card.last4, expMonth: billing.card.expMonth, expYear: billing.card.expYear, cardholderName: input.ownerName }
        : null;
    const application: Application = {
      id: applicationId,
      status: 'pending',
      subscriptionTier: input.subscriptionTier,
      businessName: input.businessName,
      categoryId: category.id,
      ownerName: input.ownerName,
      email: normalizeEmail(input.email),
      phone: input.phone,
      description: input.description ?? null,
      website: input.website ?? null,
      socialMedia: {
        instagram: input.socialMedia.instagram ?? null,
        facebook: input.socialMedia.facebook ?? null,
        pinterest: input.socialMedia.pinterest ?? null,
      },
      location: { city: input.location.city, county: input.location.county, state: input.location.state, zipCode: input.location.zipCode ?? null },
      // Asked of venues only (the location card shows it); another category keeps none.
      streetAddress: asksStreetAddress(category.slug) ? (input.streetAddress ?? null) : null,
      yearsInBusiness: input.yearsInBusiness,
      // Asked of venues and caterers only (the 'Guests' filter reads it); another category keeps none.
      guestCapacity: asksGuestCapacity(category.slug) ? (input.guestCapacity ?? null) : null,
      isLicensed: input.isLicensed,
      isInsured: input.isInsured,
      startingPrice: input.startingPrice,
      priceRange: input.priceRange ?? null,
      additionalInfo: input.additionalInfo ?? null,
      card,
      rejectionReason: null,
      vendorId: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.uow.run(async (r) => {
      // The style facts picked: only the active filters of the chosen category are kept.
      application.filterIds = await r.listings.activeFiltersOfCategory(category.id, input.filterIds);
      if (card) await r.paymentMethods.create(card.id, card, now);
      await r.applications.create(application);
      if (billing) await r.billing.saveCustomer({ processorCustomerId: billing.customerId, applicationId, vendorId: null, card: billing.card }, now);
      await r.outbox.add(
        outboxEmail(this.ids.next(), now, {
          template: 'application-received',
          to: application.email,
          data: { ownerName: application.ownerName, businessName: application.businessName, tier: application.subscriptionTier, cardLast4: card?.last4 ?? null },
          idempotencyKey: `application-received:${application.id}`,
        }),
      );
      for (const admin of this.options.adminEmails) {
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'application-admin-notification',
            to: admin,
            data: {
              businessName: application.businessName,
              category: category.name,
              city: application.location.city,
              ownerName: application.ownerName,
              email: application.email,
              tier: application.subscriptionTier,
            },
            idempotencyKey: `application-admin:${application.id}:${admin}`,
          }),
        );
      }
    });
    return application;
  }
}
