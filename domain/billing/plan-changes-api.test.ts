import { describe, expect, it } from 'vitest';
import { planChangeKind } from './plan-changes-api.ts';

describe('the kind of a plan change, as the admins read it', () => {
  it('is a start from the free tier, up to Premier, down to Featured, and keep for the plan held', () => {
    expect(planChangeKind('free', 'featured')).toBe('start');
    expect(planChangeKind('free', 'premier')).toBe('start');
    expect(planChangeKind('featured', 'premier')).toBe('up');
    expect(planChangeKind('premier', 'featured')).toBe('down');
    expect(planChangeKind('premier', 'premier')).toBe('keep');
  });
});
