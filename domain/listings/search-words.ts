/**
 * Words too common to search by (the InnoDB full-text stopword list): "the barn" searches for "barn", on
 * both database engines alike.
 */
const SEARCH_STOPWORDS: ReadonlySet<string> = new Set(
  'a about an and are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);

/** A word in lower case without its accents ('Café' → 'cafe'). */
export const foldSearchWord = (word: string): string => word.normalize('NFKD').replace(/\p{M}+/gu, '').normalize('NFKC').toLowerCase();

/**
 * A search's words as both full-text engines take them (docs/adr/0038-search-on-the-database-engine.md):
 * letters and digits, lower case, accents removed ('Café' → 'cafe'), no stopwords, each once, at most 8.
 * A word of one letter is left out: neither engine holds one-letter words alike (MariaDB's
 * innodb_ft_min_token_size is 2), and as a prefix it would match a letter's worth of the directory.
 * Each word matches the vendor words that start with it ('photo' finds 'photographers').
 */
export const searchQueryWords = (search: string): string[] => {
  const words = search
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !SEARCH_STOPWORDS.has(w))
    .slice(0, 8);
  return [...new Set(words.map(foldSearchWord).filter((w) => [...w].length >= 2))];
};
