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
});
