import type { AvailabilityRepository } from '../../../application/ports/availability-repository.ts';
import { marksWithin, type AvailabilityStatus, type UnavailableDay, type UnavailableKind } from '../../../domain/availability/availability.ts';
import { daysFrom } from '../../../domain/availability/calendar-days.ts';

/** Marked days in memory: vendor id → day → kind. */
export class InMemoryAvailability implements AvailabilityRepository {
  private readonly marks = new Map<string, Map<string, UnavailableKind>>();

  async setRange(vendorId: string, from: string, to: string, status: AvailabilityStatus): Promise<number> {
    const days = daysFrom(from, to);
    const mine = this.marks.get(vendorId) ?? new Map<string, UnavailableKind>();
    for (const day of days) {
      if (status === 'available') mine.delete(day);
      else mine.set(day, status);
    }
    this.marks.set(vendorId, mine);
    return days.length;
  }

  async marksBetween(vendorId: string, first: string, last: string): Promise<UnavailableDay[]> {
    return marksWithin([...(this.marks.get(vendorId) ?? new Map()).entries()].map(([day, kind]) => ({ day, kind })), first, last);
  }

  async purgeBefore(day: string): Promise<number> {
    let purged = 0;
    for (const mine of this.marks.values()) {
      for (const d of [...mine.keys()]) {
        if (d < day) {
          mine.delete(d);
          purged++;
        }
      }
    }
    return purged;
  }
}
