/**
 * A couple's shortlist (issue 39): the vendors they saved, kept in their browser without an account. Pure
 * rules, no zod: the save button on every card imports this, so it stays in the pages' first load and must
 * stay tiny (the /shortlist page's own words and rules are in shortlist-page.ts, out of that first load). The
 * browser store (@uwd/ui/shortlist) reads and writes the list with these rules; the API's read of the saved
 * cards (shortlist-api.ts) takes at most SHORTLIST_LIMIT ids.
 */

/** At most this many saved vendors; the next one is refused with SHORTLIST_FULL_MESSAGE. */
export const SHORTLIST_LIMIT = 50;

/** One saved vendor: its id and when it was saved (ISO 8601). */
export interface SavedVendor {
  id: string;
  savedAt: string;
}

/** What the save button is called when the vendor is not saved yet. */
export const saveLabel = (vendorName: string): string => `Save ${vendorName}`;
/** What the save button is called when the vendor is saved (aria-pressed says it is on). */
export const SAVED_LABEL = 'Saved';
/** The header's entry. */
export const shortlistEntryLabel = (count: number): string => `Shortlist (${count})`;
/** The 51st save. */
export const SHORTLIST_FULL_MESSAGE = `Your shortlist is full: at most ${SHORTLIST_LIMIT} saved vendors. Remove one to save another.`;

/** A vendor id as the API makes them (ULIDs) and takes them: letters, digits, '-' and '_'. */
export const VENDOR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const isSavedVendor = (x: unknown): x is SavedVendor => {
  if (typeof x !== 'object' || x === null) return false;
  const { id, savedAt } = x as Record<string, unknown>;
  return typeof id === 'string' && VENDOR_ID_PATTERN.test(id) && typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt));
};

/**
 * The list as stored (JSON text, or nothing): entries that are not a vendor id and a date are dropped, a
 * repeated id keeps its first save, and no more than SHORTLIST_LIMIT are kept. Text that is not a list reads
 * as an empty list (another site's script or an older format must not break the page).
 */
export const readShortlist = (stored: string | null): SavedVendor[] => {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const list: SavedVendor[] = [];
  for (const entry of parsed) {
    if (!isSavedVendor(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    list.push({ id: entry.id, savedAt: entry.savedAt });
    if (list.length === SHORTLIST_LIMIT) break;
  }
  return list;
};

export const isSaved = (list: readonly SavedVendor[], id: string): boolean => list.some((v) => v.id === id);

/** Saving: the list with the vendor added last, the same list if it is already there, or 'full' (nothing saved). */
export const saveToShortlist = (list: readonly SavedVendor[], id: string, now: Date): { ok: true; list: SavedVendor[] } | { ok: false; reason: 'full' } => {
  if (isSaved(list, id)) return { ok: true, list: [...list] };
  if (list.length >= SHORTLIST_LIMIT) return { ok: false, reason: 'full' };
  return { ok: true, list: [...list, { id, savedAt: now.toISOString() }] };
};

export const removeFromShortlist = (list: readonly SavedVendor[], id: string): SavedVendor[] => list.filter((v) => v.id !== id);
