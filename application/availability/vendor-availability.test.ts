import { describe, expect, it } from 'vitest';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { FixedClock } from '../../tests/support/fakes/fixed-clock.ts';
import { InMemoryAvailability } from '../../tests/support/fakes/in-memory-availability.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { GetPublicUnavailableDates, GetVendorAvailability, PurgePastAvailability, SetVendorAvailability } from './vendor-availability.ts';

/** Issue 18 §4: the vendor's calendar, the public read and the purge, over in-memory fakes. */
const world = () => {
  // 03:00 UTC on 26 November is still 25 November in America/New_York.
  const clock = new FixedClock(new Date('2026-11-26T03:00:00Z'));
  const vendors = new InMemoryVendors();
  const availability = new InMemoryAvailability();
  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn', ownerUserId: 'owner_barn' }));
  const hidden = vendors.add(aVendor('vendor_hidden', { isActive: false, ownerUserId: 'owner_hidden' }));
  return {
    clock,
    availability,
    barn,
    hidden,
    owner: aUser('owner_barn', { vendorId: barn.id }),
    other: aUser('owner_other', { vendorId: 'vendor_other' }),
    admin: aUser('admin', { isAdmin: true }),
    get: new GetVendorAvailability(vendors, availability, clock),
    set: new SetVendorAvailability(vendors, availability, clock),
    publicDates: new GetPublicUnavailableDates(vendors, availability, clock),
    purge: new PurgePastAvailability(availability, clock),
  };
};

describe('the vendor’s calendar', () => {
  it('marks a range for the owner and reads this month by default, with today in New York', async () => {
    const w = world();
    expect(await w.set.execute(w.owner, 'magnolia-barn', { from: '2026-11-25', to: '2026-11-27', status: 'booked' })).toEqual({ changed: 3, message: 'Marked 3 days as booked.' });
    const month = await w.get.execute(w.owner, w.barn.id, { months: 1 });
    expect(month).toMatchObject({ from: '2026-11', first: '2026-11-01', last: '2026-11-30', today: '2026-11-25' });
    expect(month.days.map((d) => d.day)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('lets an admin manage any calendar and refuses another owner (FORBIDDEN) and a missing listing (VENDOR_NOT_FOUND)', async () => {
    const w = world();
    await expect(w.set.execute(w.admin, w.barn.id, { from: '2026-12-01', to: '2026-12-01', status: 'unavailable' })).resolves.toMatchObject({ changed: 1 });
    await expect(w.set.execute(w.other, w.barn.id, { from: '2026-12-02', to: '2026-12-02', status: 'booked' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.get.execute(w.other, w.barn.id, { months: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.get.execute(w.owner, 'vendor_missing', { months: 1 })).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    expect(await w.availability.marksBetween(w.barn.id, '2026-12-02', '2026-12-02')).toEqual([]);
  });

  it('refuses a start before today in New York, an end before the start and more than 366 days, by the clock', async () => {
    const w = world();
    await expect(w.set.execute(w.owner, w.barn.id, { from: '2026-11-24', to: '2026-11-30', status: 'booked' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { from: 'Dates must be today or later' } });
    await expect(w.set.execute(w.owner, w.barn.id, { from: '2026-12-05', to: '2026-12-04', status: 'booked' })).rejects.toMatchObject({ fields: { to: 'The end date must be on or after the start date' } });
    await expect(w.set.execute(w.owner, w.barn.id, { from: '2026-12-01', to: '2027-12-02', status: 'booked' })).rejects.toMatchObject({ fields: { to: 'Please choose at most 366 days at once' } });
    expect(await w.availability.marksBetween(w.barn.id, '2026-01-01', '2028-12-31')).toEqual([]);
  });
});

describe('the public marked days and the purge', () => {
  it('gives a year of marked days without kinds, and nothing for an inactive listing', async () => {
    const w = world();
    await w.set.execute(w.owner, w.barn.id, { from: '2027-06-05', to: '2027-06-05', status: 'unavailable' });
    await w.set.execute(w.owner, w.barn.id, { from: '2027-11-26', to: '2027-11-26', status: 'booked' });
    expect(await w.publicDates.execute('magnolia-barn')).toEqual({ first: '2026-11-25', last: '2027-11-25', days: ['2027-06-05'] });
    await expect(w.publicDates.execute(w.hidden.id)).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND' });
  });

  it('purges the days before today once the day has passed in New York', async () => {
    const w = world();
    await w.set.execute(w.owner, w.barn.id, { from: '2026-11-25', to: '2026-11-26', status: 'booked' });
    expect(await w.purge.execute()).toEqual({ purged: 0 });
    w.clock.set(new Date('2026-11-26T05:00:00Z'));
    expect(await w.purge.execute()).toEqual({ purged: 1 });
    expect((await w.availability.marksBetween(w.barn.id, '2026-11-01', '2026-11-30')).map((d) => d.day)).toEqual(['2026-11-26']);
  });
});
