import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, availabilitySavedMessage, availabilityUpdateSchema, MAX_RANGE_DAYS, publicWindow } from './availability.ts';
import { addDays, addMonths, daysFrom, isCalendarDay, monthSpan, siteToday } from './calendar-days.ts';

const today = () => '2026-11-25';
const update = (v: Record<string, unknown>) => availabilityUpdateSchema(today).safeParse(v);
const fields = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('calendar days in America/New_York', () => {
  it('is still yesterday in New York at 03:00 UTC, and today at 05:00 UTC', () => {
    expect(siteToday(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    expect(siteToday(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
  });
  it('follows daylight saving time (UTC-4 in July)', () => {
    expect(siteToday(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(siteToday(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });
  it('accepts real dates only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
  it('counts days and months across year ends', () => {
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthSpan('2026-11', 4)).toEqual({ first: '2026-11-01', last: '2027-02-28' });
  });
});

describe('marking a range', () => {
  it('accepts today to a day a year on, in any of the three statuses', () => {
    for (const status of ['booked', 'unavailable', 'available']) expect(update({ from: '2026-11-25', to: '2027-11-25', status }).success).toBe(true);
  });
  it('refuses a start date before today, in America/New_York, with the field named', () => {
    expect(fields(update({ from: '2026-11-24', to: '2026-11-30', status: 'booked' }))).toEqual({ from: 'Dates must be today or later' });
  });
  it('refuses an end before the start and more than a year of days at once', () => {
    expect(fields(update({ from: '2026-12-05', to: '2026-12-04', status: 'booked' }))).toEqual({ to: 'The end date must be on or after the start date' });
    expect(fields(update({ from: '2026-12-01', to: addDays('2026-12-01', MAX_RANGE_DAYS), status: 'booked' }))).toEqual({ to: `Please choose at most ${MAX_RANGE_DAYS} days at once` });
    expect(update({ from: '2026-12-01', to: addDays('2026-12-01', MAX_RANGE_DAYS - 1), status: 'booked' }).success).toBe(true);
  });
  it('refuses dates that do not exist and an unknown status', () => {
    expect(fields(update({ from: '2027-02-30', to: '2027-03-01', status: 'closed' }))).toEqual({ from: 'Please choose a valid start date', status: 'Please choose Booked, Unavailable or Available' });
  });
  it('says what it did', () => {
    expect(availabilitySavedMessage('booked', 1)).toBe('Marked 1 day as booked.');
    expect(availabilitySavedMessage('available', 3)).toBe('Marked 3 days as available.');
  });
});

describe('reading the calendar', () => {
  it('defaults to one month and refuses more than 12 or a malformed month', () => {
    expect(availabilityQuerySchema.parse({ from: '2026-12' })).toEqual({ from: '2026-12', months: 1 });
    expect(availabilityQuerySchema.safeParse({ months: '13' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ from: '2026-13' }).success).toBe(false);
  });
  it('covers a year from today for the public read (a leap day ends on 1 March)', () => {
    expect(publicWindow('2026-11-25')).toEqual({ first: '2026-11-25', last: '2027-11-25' });
    expect(publicWindow('2028-02-29')).toEqual({ first: '2028-02-29', last: '2029-03-01' });
  });
});
