import { describe, expect, it } from 'vitest';
import { foldSearchWord, searchQueryWords } from './search-words.ts';

describe('the search’s words (ADR 38)', () => {
  it('folds words: lower case, no accents', () => {
    expect(foldSearchWord('Café')).toBe('cafe');
    expect(foldSearchWord('LUMIÈRE')).toBe('lumiere');
  });

  it('keeps two-letter words, leaves out stopwords, one-letter words and repeats', () => {
    expect(searchQueryWords('the DJ dj Café')).toEqual(['dj', 'cafe']);
    expect(searchQueryWords('a b photo')).toEqual(['photo']);
    expect(searchQueryWords('x')).toEqual([]);
  });

  it('splits on punctuation and drops operators', () => {
    expect(searchQueryWords('Barn +wedding -"venue"* (Greenville)')).toEqual(['barn', 'wedding', 'venue', 'greenville']);
    expect(searchQueryWords('The barn in the hills')).toEqual(['barn', 'hills']);
  });

  it('keeps at most 8 words', () => {
    expect(searchQueryWords('bb cc dd ee ff gg hh jj kk ll')).toHaveLength(8);
  });
});
