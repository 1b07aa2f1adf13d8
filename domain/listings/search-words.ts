import { searchTerms } from './vendor-list-query.ts';

/**
 * A search's words as both full-text engines take them (docs/adr/0038-search-on-the-database-engine.md):
 * letters and digits, lower case, accents removed ('Café' → 'cafe'), no stopwords, each once, at most 8.
 * A word of one letter is left out: neither engine holds one-letter words alike (MariaDB's
 * innodb_ft_min_token_size is 2), and as a prefix it would match a letter's worth of the directory.
 * Each word matches the vendor words that start with it ('photo' finds 'photographers').
 */
export const foldSearchWord = (word: string): string => word.normalize('NFKD').replace(/\p{M}+/gu, '').normalize('NFKC').toLowerCase();

export const searchQueryWords = (search: string): string[] => [...new Set(searchTerms(search).map(foldSearchWord).filter((w) => [...w].length >= 2))];
