import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../categories/category.ts';
import { FILTER_KEYS, FILTER_KEYS_BY_CATEGORY, FILTER_VALUES, filterValueLabel, isKnownFilterValue } from './filter-catalogue.ts';

describe('filter catalogue', () => {
  it('gives every category at least one filter key, and every key to exactly one category', () => {
    const assigned = CATEGORY_SLUGS.flatMap((c) => FILTER_KEYS_BY_CATEGORY[c]);
    expect([...assigned].sort()).toEqual([...FILTER_KEYS].sort());
  });
  it('gives venues the venue_type and indoor_outdoor keys', () => {
    expect(FILTER_KEYS_BY_CATEGORY.venues).toEqual(['venue_type', 'indoor_outdoor']);
  });
  it('holds the 39 key/value pairs of the spec', () => {
    expect(FILTER_KEYS.reduce((n, k) => n + FILTER_VALUES[k].length, 0)).toBe(39);
  });
  it('labels the spec-named values with their spec labels', () => {
    expect(filterValueLabel('indoor_outdoor', 'outdoor_rain')).toBe('Outdoor with Rain Plan');
    expect(filterValueLabel('planning_style', 'day_of')).toBe('Day of Coordination');
    expect(filterValueLabel('photography_style', 'fine_art')).toBe('Fine Art');
  });
  it('rejects a value outside the key list', () => {
    expect(isKnownFilterValue('music_style', 'dj')).toBe(true);
    expect(isKnownFilterValue('music_style', 'polka')).toBe(false);
  });
});
