import { describe, expect, it } from 'vitest';
import { bulkApplied, bulkApplyTitle, bulkCleared, bulkClearConfirm, bulkSuccessMessage } from './vendor-labels';

describe('the bulk bar counts its vendors in words (issue 36 §12)', () => {
  it("says '1 vendor' for one and 'N vendors' for more", () => {
    expect(bulkApplyTitle(1)).toBe('Apply Filters to 1 Selected Vendor');
    expect(bulkApplyTitle(3)).toBe('Apply Filters to 3 Selected Vendors');
    expect(bulkApplied(1)).toBe('Filters applied to 1 vendor successfully!');
    expect(bulkCleared(1)).toBe('Filters cleared from 1 vendor successfully!');
    expect(bulkCleared(2)).toBe('Filters cleared from 2 vendors successfully!');
    expect(bulkClearConfirm(1)).toBe('Are you sure you want to clear all filters from 1 selected vendor?');
    expect(bulkClearConfirm(3)).toBe('Are you sure you want to clear all filters from 3 selected vendors?');
  });

  it("keeps the server's own words for one vendor", () => {
    expect(bulkSuccessMessage('applied', { message: 'Filters applied to 1 vendor successfully!', vendorsUpdated: 1 }, 2)).toBe('Filters applied to 1 vendor successfully!');
    expect(bulkSuccessMessage('cleared', { vendorsUpdated: 1 }, 2)).toBe('Filters cleared from 1 vendor successfully!');
  });
});
