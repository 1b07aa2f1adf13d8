/**
 * The /shortlist page's words and grouping (issue 39), apart from shortlist.ts: the save button on every card
 * imports that one, and a module's exports go where the module goes, so these would ride in every page's
 * first load with it.
 */

export const SHORTLIST_HEADING = 'Your shortlist';
export const EMPTY_SHORTLIST = 'No saved vendors yet';
export const BROWSE_VENDORS = 'Browse vendors';
export const REMOVE_LABEL = 'Remove';
export const CLEAR_SHORTLIST = 'Clear shortlist';
export const CLEAR_SHORTLIST_QUESTION = 'Clear your shortlist? Every saved vendor is removed from this browser.';
export const CANCEL_LABEL = 'Cancel';

/** A card's category as the shortlist groups by it. */
interface Categorised {
  category: { name: string; slug: string };
}

/**
 * The saved vendors by category: the groups in the order their first vendor was saved, each group's vendors
 * in the order they were saved (`vendors` comes in saved order).
 */
export const groupByCategory = <V extends Categorised>(vendors: readonly V[]): { category: V['category']; vendors: V[] }[] => {
  const groups = new Map<string, { category: V['category']; vendors: V[] }>();
  for (const v of vendors) {
    const group = groups.get(v.category.slug);
    if (group) group.vendors.push(v);
    else groups.set(v.category.slug, { category: v.category, vendors: [v] });
  }
  return [...groups.values()];
};
