import { describe, expect, it } from 'vitest';
import { averageRating, publicReviewerName } from './review.ts';

describe('review rules', () => {
  it('averages ratings to two decimals, 0 with none', () => {
    expect(averageRating([5, 4, 4])).toBe(4.33);
    expect(averageRating([])).toBe(0);
  });
  it('shows a reviewer by first name and last initial', () => {
    expect(publicReviewerName('Jennifer  Marie Moore')).toBe('Jennifer M.');
    expect(publicReviewerName('Sam')).toBe('Sam');
    expect(publicReviewerName('  ')).toBe('A couple');
  });
});
