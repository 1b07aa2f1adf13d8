import { describe, expect, it } from 'vitest';
import { searchTerms, vendorListQuerySchema } from './vendor-list-query.ts';

const parse = (q: Record<string, string>) => vendorListQuerySchema.safeParse(q);

describe('vendorListQuerySchema', () => {
  it('defaults to page 1 of 12, sorted by reviews', () => {
    expect(parse({}).data).toEqual({ page: 1, limit: 12, sortBy: 'reviews' });
  });
  it('clamps a limit above 100 to 100 and a zero page to 1', () => {
    expect(parse({ limit: '10000', page: '0' }).data).toMatchObject({ limit: 100, page: 1 });
  });
  it('rejects a non-numeric page with a message naming it', () => {
    const r = parse({ page: 'two' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Page must be a positive whole number');
  });
  it('rejects a negative limit and an unknown sort', () => {
    expect(parse({ limit: '-5' }).success).toBe(false);
    expect(parse({ sortBy: 'random' }).success).toBe(false);
  });
  it('reads flags and trims the search', () => {
    expect(parse({ featured: 'true', premierPartner: '0', search: '  barn  ' }).data).toMatchObject({
      featured: true,
      premierPartner: false,
      search: 'barn',
    });
  });
  it('ignores empty parameters', () => {
    expect(parse({ search: '   ', location: '', category: '' }).data).toEqual({ page: 1, limit: 12, sortBy: 'reviews' });
  });
});

describe('searchTerms', () => {
  it('splits on punctuation and drops operators', () => {
    expect(searchTerms('Barn +wedding -"venue"* (Greenville)')).toEqual(['barn', 'wedding', 'venue', 'greenville']);
  });
  it('drops stopwords', () => {
    expect(searchTerms('The barn in the hills')).toEqual(['barn', 'hills']);
  });
  it('keeps at most 8 words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
