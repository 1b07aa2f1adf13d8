import { SEARCH_STOPWORDS, searchTerms } from './vendor-list-query.ts';

/**
 * The words of the search's term index (docs/adr/0024-search-term-index.md) and the relevance it ranks by,
 * defined here once so that every database answers a search alike.
 *
 * A word is a run of letters and digits, lower-cased, without accents ('Café' → 'cafe'), cut to
 * SEARCH_WORD_MAX characters; stopwords are not words. A search word matches a vendor's word when the
 * vendor's word starts with it ('photo' matches 'photography').
 *
 * Relevance of a vendor to one search word: the weight of its best matching word, where a word weighs the
 * sum of the fields it appears in (name 8, tags 4, tagline 2, description 1: a word of the name outranks
 * one found everywhere else). Relevance to a search: the sum over its words. Ties go to the published order
 * (rating, reviews, the day's rotation, id: ADR 18).
 */
export const SEARCH_WORD_MAX = 48;

export const SEARCH_FIELD_WEIGHTS = { name: 8, tags: 4, tagline: 2, description: 1 } as const;

/** One word as the index holds it: accents removed, at most SEARCH_WORD_MAX characters. */
export const foldSearchWord = (word: string): string =>
  Array.from(word.normalize('NFKD').replace(/\p{M}+/gu, '').normalize('NFKC').toLowerCase())
    .slice(0, SEARCH_WORD_MAX)
    .join('');

/** Every word of a text (no stopwords), folded. */
export const wordsOfText = (text: string | null | undefined): string[] =>
  (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !SEARCH_STOPWORDS.has(w))
    .map(foldSearchWord)
    .filter((w) => w !== '');

/** The search's words, folded, each once (at most 8: searchTerms). */
export const searchQueryWords = (search: string): string[] => [...new Set(searchTerms(search).map(foldSearchWord).filter((w) => w !== ''))];

export interface SearchableText {
  name: string | null;
  tagline: string | null;
  /** The description's plain text (search-text.ts). */
  descriptionText: string | null;
  /** The tags' names, comma-separated. */
  tagsText: string | null;
}

/** A vendor's words with their weights (the sum of the fields each appears in). */
export const vendorSearchWords = (v: SearchableText): Map<string, number> => {
  const weights = new Map<string, number>();
  const fields: Array<[string | null, number]> = [
    [v.name, SEARCH_FIELD_WEIGHTS.name],
    [v.tagsText, SEARCH_FIELD_WEIGHTS.tags],
    [v.tagline, SEARCH_FIELD_WEIGHTS.tagline],
    [v.descriptionText, SEARCH_FIELD_WEIGHTS.description],
  ];
  for (const [text, weight] of fields) {
    for (const w of new Set(wordsOfText(text))) weights.set(w, (weights.get(w) ?? 0) + weight);
  }
  return weights;
};

/** The relevance of a vendor's words to a search's words (0: it does not match every word). */
export const relevanceOf = (words: ReadonlyMap<string, number>, query: readonly string[]): number => {
  let total = 0;
  for (const q of query) {
    let best = 0;
    for (const [w, weight] of words) if (w.startsWith(q) && weight > best) best = weight;
    if (!best) return 0;
    total += best;
  }
  return total;
};
