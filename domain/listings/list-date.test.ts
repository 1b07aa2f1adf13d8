import { describe, expect, it } from 'vitest';
import { siteToday } from '../availability/calendar-days.ts';
import { LIST_DATE_MESSAGES, listDateProblem } from './list-date.ts';
import { vendorListQuerySchemaAt } from './vendor-list-query.ts';

describe("listDateProblem: the list's wedding date, judged as the API judges it", () => {
  it('refuses a date before today in New York, and says why', () => {
    expect(listDateProblem('2020-01-01', '2026-11-25')).toBe('Wedding date must be today or later');
    expect(listDateProblem('2026-11-24', '2026-11-25')).toBe(LIST_DATE_MESSAGES.datePast);
    expect(listDateProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(listDateProblem('', '2026-11-25')).toBeNull();
  });
  it('refuses what is no calendar date', () => {
    expect(listDateProblem('2027-02-29', '2026-11-25')).toBe('Wedding date must be a real date written YYYY-MM-DD');
    expect(listDateProblem('1/1/2020', '2026-11-25')).toBe(LIST_DATE_MESSAGES.date);
  });
  it("counts today in America/New_York: at 02:00 UTC on the 26th it is still the 25th", () => {
    const today = siteToday(new Date('2026-11-26T02:00:00Z'));
    expect(today).toBe('2026-11-25');
    expect(listDateProblem('2026-11-25', today)).toBeNull();
  });
  it('gives the message the list query schema answers in its 400, for the same dates', () => {
    const schema = vendorListQuerySchemaAt(() => '2026-11-25');
    for (const date of ['2020-01-01', '2026-11-24', '2027-02-29', 'soon', '2026-11-25', '2027-06-05']) {
      const parsed = schema.safeParse({ date });
      const message = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'date')?.message;
      expect(listDateProblem(date, '2026-11-25'), date).toBe(message ?? null);
    }
  });
});
