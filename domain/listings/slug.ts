/**
 * The longest slug slugify makes. Slug columns hold 191 characters; the rest leaves room for the "-2",
 * "-3" … that uniqueSlug appends (a 200-character business name once made a 200-character slug, which
 * MySQL refused with a 500).
 */
export const SLUG_BASE_MAX_LENGTH = 180;

/**
 * Slug rules of SPEC.md §5: lowercase; characters other than letters, digits, spaces and hyphens removed;
 * spaces become hyphens; repeated hyphens collapsed. Leading and trailing hyphens are trimmed too, so a
 * slug never starts or ends with one. Accented letters are folded to ASCII first ("Café" → "cafe"). At
 * most SLUG_BASE_MAX_LENGTH characters.
 */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_BASE_MAX_LENGTH)
    .replace(/-$/, '');

/** A slug not in `taken`: the base, or base-2, base-3, … */
export const uniqueSlug = (base: string, taken: ReadonlySet<string>): string => {
  const root = base || 'vendor';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};
