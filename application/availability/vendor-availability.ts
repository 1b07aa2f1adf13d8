import { AVAILABILITY_MESSAGES, availabilitySavedMessage, MAX_RANGE_DAYS, publicWindow, type AvailabilityStatus, type UnavailableDay } from '../../domain/availability/availability.ts';
import { daysBetween, monthSpan, siteToday } from '../../domain/availability/calendar-days.ts';
import type { User } from '../../domain/identity/user.ts';
import { assertCanManage } from '../../domain/listings/vendor-access.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AvailabilityRepository } from '../ports/availability-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** How often past days are purged (daily). */
export const AVAILABILITY_PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface AvailabilityWindow {
  vendor: VendorCore;
  from: string;
  months: number;
  first: string;
  last: string;
  today: string;
  days: UnavailableDay[];
}

/** GET /api/vendors/{id}/availability: the owner's (or an admin's) view of `months` months from `from` (default: this month). */
export class GetVendorAvailability {
  static readonly inject = ['VendorRepository', 'AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, query: { from?: string | undefined; months: number }): Promise<AvailabilityWindow> {
    const vendor = assertCanManage(user, await this.vendors.findCoreBySlugOrId(vendorId));
    const today = siteToday(this.clock.now());
    const from = query.from ?? today.slice(0, 7);
    const { first, last } = monthSpan(from, query.months);
    const days = await this.availability.marksBetween(vendor.id, first, last);
    return { vendor, from, months: query.months, first, last, today, days };
  }
}

/** PUT /api/vendors/{id}/availability: a range marked booked or unavailable, or cleared, at once. */
export class SetVendorAvailability {
  static readonly inject = ['VendorRepository', 'AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, input: { from: string; to: string; status: AvailabilityStatus }): Promise<{ changed: number; message: string }> {
    // The listing is read before the write's transaction (SQLite has one connection).
    const vendor = assertCanManage(user, await this.vendors.findCoreBySlugOrId(vendorId));
    // The schema checked the dates against the machine's clock; the use case checks them against the site's.
    const today = siteToday(this.clock.now());
    if (input.from < today) throw new DomainError('VALIDATION_FAILED', AVAILABILITY_MESSAGES.past, { from: AVAILABILITY_MESSAGES.past });
    if (input.to < input.from) throw new DomainError('VALIDATION_FAILED', AVAILABILITY_MESSAGES.order, { to: AVAILABILITY_MESSAGES.order });
    if (daysBetween(input.from, input.to) + 1 > MAX_RANGE_DAYS) throw new DomainError('VALIDATION_FAILED', AVAILABILITY_MESSAGES.tooLong, { to: AVAILABILITY_MESSAGES.tooLong });
    const changed = await this.availability.setRange(vendor.id, input.from, input.to, input.status);
    return { changed, message: availabilitySavedMessage(input.status, changed) };
  }
}

/** GET /api/vendors/{id}/unavailable-dates: an active listing's marked days from today to a year on (no kinds). */
export class GetPublicUnavailableDates {
  static readonly inject = ['VendorRepository', 'AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(vendorId: string): Promise<{ first: string; last: string; days: string[] }> {
    const vendor = await this.vendors.findCoreBySlugOrId(vendorId);
    if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    const { first, last } = publicWindow(siteToday(this.clock.now()));
    const marks = await this.availability.marksBetween(vendor.id, first, last);
    return { first, last, days: marks.map((m) => m.day) };
  }
}

/** The daily sweep: marks on days before today (America/New_York) are deleted. */
export class PurgePastAvailability {
  static readonly inject = ['AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ purged: number }> {
    return { purged: await this.availability.purgeBefore(siteToday(this.clock.now())) };
  }
}
