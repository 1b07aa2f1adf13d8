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
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';

export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * A business applies for a listing. The card (paid tiers) is reduced to its summary here — the number
 * and CVV go no further — and the application, the card summary and both emails (to the applicant and
 * to the admins) are stored in one transaction.
 */
export class SubmitApplication {
  static readonly inject = ['UnitOfWork', 'CategoryRepository', 'RateLimiter', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly uow: UnitOfWork<'applications' | 'listings' | 'outbox' | 'paymentMethods'>,
    private readonly categories: CategoryRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { adminEmails: readonly string[] },
  ) {}

  async execute(input: ApplicationInput, ip: string): Promise<Application> {
    const hit = await this.rateLimiter.hit(`apply:ip:${ip}`, APPLICATION_RATE_LIMIT.limit, APPLICATION_RATE_LIMIT.windowMs);
    if (!hit.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
    const category = await this.categories.findByIdOrSlug(input.category);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Category is required', { category: 'Category is required' });

    const now = this.clock.now();
    const card = input.creditCard ? { id: this.ids.next(), ...summarizeCard(input.creditCard) } : null;
    const application: Application = {
      id: this.ids.next(),
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
