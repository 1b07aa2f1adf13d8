import { describe, expect, it } from 'vitest';
import { BUDGET_STEPS, budgetOptionLabel, isBudgetStep } from './budget-steps.ts';
import { vendorListQuerySchema } from './vendor-list-query.ts';

describe('the Budget filter steps', () => {
  it('goes up by $500 to $10,000, so a $6,000 budget can be chosen and a $5,500 venue kept', () => {
    for (let n = 1_000; n <= 10_000; n += 500) expect(BUDGET_STEPS).toContain(n);
    expect(BUDGET_STEPS).toContain(5_500);
    expect(BUDGET_STEPS).toContain(6_000);
  });

  it('goes up by $1,000 to $20,000, then by $2,500 and $5,000 up to $50,000', () => {
    expect(BUDGET_STEPS.filter((n) => n > 10_000 && n <= 20_000)).toEqual([11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000, 20_000]);
    expect(BUDGET_STEPS.filter((n) => n > 20_000)).toEqual([22_500, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000]);
  });

  it('is strictly increasing, and every step is a budget the list query accepts', () => {
    BUDGET_STEPS.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(BUDGET_STEPS[i - 1]!));
    for (const n of BUDGET_STEPS) expect(vendorListQuerySchema.parse({ maxPrice: String(n) }).maxPrice).toBe(n);
  });

  it('labels each option as the select and the first view show it', () => {
    expect(budgetOptionLabel(6_000)).toBe('Starting at $6,000 or less');
    expect(isBudgetStep(6_000)).toBe(true);
    expect(isBudgetStep(6_100)).toBe(false);
  });
});
