import type { Knex } from 'knex';
import type { Application, ApplicationStatus } from '../../../../domain/applications/application.ts';
import type { CardBrand, CardSummary } from '../../../../domain/payments/card.ts';
import type { Tier } from '../../../../domain/subscriptions/tiers.ts';
import type { ApplicationRepository, PaymentMethodRepository } from '../../../../application/ports/application-repository.ts';
import { bool, columnsOf, date, firstOf, json, num, numOrNull, strOrNull, type Row } from '../rows.ts';

/** The card of an application, joined as `payment_methods as pm` (toApplication reads them). */
export const CARD_COLUMNS = ['pm.id as pm_id', 'pm.brand as pm_brand', 'pm.last4 as pm_last4', 'pm.exp_month as pm_exp_month', 'pm.exp_year as pm_exp_year', 'pm.cardholder_name as pm_cardholder_name'];

export const toApplication = (r: Row): Application => ({
  id: String(r.id),
  status: String(r.status) as ApplicationStatus,
  subscriptionTier: String(r.subscription_tier) as Tier,
  businessName: String(r.business_name),
  categoryId: String(r.category_id),
  ownerName: String(r.owner_name),
  email: String(r.email),
  phone: String(r.phone),
  description: strOrNull(r.description),
  website: strOrNull(r.website),
  socialMedia: { instagram: strOrNull(r.social_instagram), facebook: strOrNull(r.social_facebook), pinterest: strOrNull(r.social_pinterest) },
  location: { city: String(r.city), county: String(r.county), state: String(r.state), zipCode: strOrNull(r.zip_code) },
  yearsInBusiness: numOrNull(r.years_in_business),
  guestCapacity: numOrNull(r.guest_capacity),
  streetAddress: strOrNull(r.street_address),
  isLicensed: bool(r.is_licensed),
  isInsured: bool(r.is_insured),
  startingPrice: numOrNull(r.starting_price),
  priceRange: strOrNull(r.price_range),
  additionalInfo: strOrNull(r.additional_info),
  filterIds: json<unknown[]>(r.filter_ids, []).map(String),
  card: r.pm_id
    ? { id: String(r.pm_id), brand: String(r.pm_brand) as CardBrand, last4: String(r.pm_last4), expMonth: num(r.pm_exp_month), expYear: num(r.pm_exp_year), cardholderName: String(r.pm_cardholder_name) }
    : null,
  rejectionReason: strOrNull(r.rejection_reason),
  vendorId: strOrNull(r.vendor_id),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

export class KnexApplicationRepository implements ApplicationRepository {
  constructor(private readonly knex: Knex) {}

  async create(a: Application): Promise<void> {
    const { socialMedia, location, filterIds, card, ...fields } = a;
    await this.knex('applications').insert({
      ...columnsOf(fields),
      ...columnsOf(location),
      social_instagram: socialMedia.instagram,
      social_facebook: socialMedia.facebook,
      social_pinterest: socialMedia.pinterest,
      guest_capacity: a.guestCapacity ?? null,
      street_address: a.streetAddress ?? null,
      filter_ids: filterIds?.length ? JSON.stringify(filterIds) : null,
      payment_method_id: card?.id ?? null,
    });
  }

  async findById(id: string): Promise<Application | null> {
    return firstOf(this.knex('applications as a').leftJoin('payment_methods as pm', 'pm.id', 'a.payment_method_id').select('a.*', ...CARD_COLUMNS).where('a.id', id), toApplication);
  }

  async markProcessed(
    id: string,
    c: { status: 'approved' | 'rejected'; rejectionReason: string | null; vendorId: string | null; processedBy: string | null; at: Date },
  ): Promise<boolean> {
    // The status condition makes the transition atomic: of two admins approving at once, one updates a row.
    const changed = await this.knex('applications')
      .where({ id, status: 'pending' })
      .update({ status: c.status, rejection_reason: c.rejectionReason, vendor_id: c.vendorId, processed_by_user_id: c.processedBy, processed_at: c.at, updated_at: c.at });
    return changed === 1;
  }

  async attachVendor(id: string, vendorId: string): Promise<void> {
    await this.knex('applications').where({ id }).update({ vendor_id: vendorId });
  }
}

export class KnexPaymentMethodRepository implements PaymentMethodRepository {
  constructor(private readonly knex: Knex) {}

  async create(id: string, card: CardSummary, at: Date): Promise<void> {
    await this.knex('payment_methods').insert({ ...columnsOf(card), id, created_at: at });
  }
}
