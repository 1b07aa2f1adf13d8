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

/** A compare table shows at most this many vendors of one category side by side (issue 39 §2). */
export const COMPARE_LIMIT = 4;

/** One message goes to at most this many vendors at once (issue 39 §3, §6): the page's and the API's cap. */
export const MULTI_SEND_LIMIT = 5;
/** The checkbox that picks a saved vendor for one message to several. */
export const selectLabel = (vendorName: string): string => `Select ${vendorName}`;
/** The shortlist's button to the multi-send form with the picked vendors. */
export const MESSAGE_SELECTED = 'Message selected vendors';
/** The 6th pick. */
export const MULTI_SEND_FULL_MESSAGE = `You can message up to ${MULTI_SEND_LIMIT} vendors at once.`;
/** The multi-send form's address: the picked vendors' ids in the URL, in the order picked. */
export const shortlistMessagePath = (vendorIds: readonly string[]): string => `/shortlist/message?ids=${vendorIds.map(encodeURIComponent).join(',')}`;
