import { describe, expect, it } from 'vitest';
import { foldSearchWord, relevanceOf, searchQueryWords, SEARCH_WORD_MAX, vendorSearchWords, wordsOfText } from './search-words.ts';

describe('the search’s words and relevance (ADR 24)', () => {
  it('folds words: lower case, no accents, at most SEARCH_WORD_MAX characters', () => {
    expect(foldSearchWord('Café')).toBe('cafe');
    expect(foldSearchWord('LUMIÈRE')).toBe('lumiere');
    expect(foldSearchWord('x'.repeat(60))).toHaveLength(SEARCH_WORD_MAX);
    expect(wordsOfText('The Barn, at Rock-Hill & Co.')).toEqual(['barn', 'rock', 'hill', 'co']);
    expect(searchQueryWords('the DJ dj Café')).toEqual(['dj', 'cafe']);
  });

  it('weighs a word by the fields it is in: name 8, tags 4, tagline 2, description 1', () => {
    const words = vendorSearchWords({ name: 'Barn Hall', tagline: 'A barn', descriptionText: 'Barn, barn and more barn. Lake.', tagsText: 'DJ, Outdoor' });
    expect(Object.fromEntries(words)).toEqual({ barn: 11, hall: 8, dj: 4, outdoor: 4, more: 1, lake: 1 });
  });

  it('counts a search word’s best matching word, sums the words, and needs every one', () => {
    const words = vendorSearchWords({ name: 'Lens Works', tagline: 'Wedding photography', descriptionText: 'Photos and photobooth', tagsText: null });
    expect(relevanceOf(words, ['photo'])).toBe(2);
    expect(relevanceOf(words, ['lens', 'photo'])).toBe(10);
    expect(relevanceOf(words, ['lens', 'barn'])).toBe(0);
  });
});
