import type { AvailabilityStatus, UnavailableDay } from '../../domain/availability/availability.ts';

/** A vendor's marked days (vendor_unavailable_dates). Days are 'YYYY-MM-DD' strings. */
export interface AvailabilityRepository {
  /**
   * Sets every day from `from` to `to` (both included) to `status` at once, in one transaction: 'booked' and
   * 'unavailable' mark them (replacing an earlier mark), 'available' clears them. Returns the number of days set.
   */
  setRange(vendorId: string, from: string, to: string, status: AvailabilityStatus): Promise<number>;
  /** The vendor's marked days from `first` to `last`, in date order. */
  marksBetween(vendorId: string, first: string, last: string): Promise<UnavailableDay[]>;
  /** Deletes every mark on a day before `day`; returns how many went. */
  purgeBefore(day: string): Promise<number>;
}
