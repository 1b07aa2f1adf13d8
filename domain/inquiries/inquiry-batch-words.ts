/**
 * What the screens and emails say of one message to several vendors (issue 39 §3). A batch of one reads as a
 * single inquiry (inquiry-words.ts).
 */

/** 'Confirm your messages to 3 vendors': the confirmation email's subject and heading. */
export const batchConfirmHeading = (vendorCount: number): string => `Confirm your messages to ${vendorCount} vendors`;

/** The answer once the form is sent and the messages wait for the emailed link. */
export const INQUIRY_BATCH_CONFIRM_MESSAGE = (vendorCount: number): string => `Almost there! Check your email to send your messages to ${vendorCount} vendors.`;

/** The answer once the messages went through (a remembered browser, or the link). */
export const INQUIRY_BATCH_SENT_MESSAGE = (vendorCount: number): string => `Messages sent to ${vendorCount} vendors!`;

/** A second click on the link. */
export const INQUIRY_BATCH_ALREADY_SENT = (vendorCount: number): string => `Your messages to ${vendorCount} vendors were already sent.`;

/** One of the chosen vendors is gone (taken down, or never was): nothing is sent. */
export const BATCH_VENDOR_NOT_FOUND = 'One of the vendors you chose is no longer taking messages through the directory. Remove it and send again.';

/** Names as people list them: 'A', 'A and B', 'A, B and C'. */
export const listNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The vendor's inbox tag on an inquiry sent from a couple's shortlist (issue 39 §5), and what it means. */
export const FROM_SHORTLIST_TAG = 'From a shortlist';
export const FROM_SHORTLIST_TITLE = 'The couple wrote to several vendors at once from their shortlist.';

/** The multi-send page (/shortlist/message): its title and its button, for N chosen vendors. */
export const messageVendorsTitle = (vendorCount: number): string => (vendorCount === 1 ? 'Message 1 vendor' : `Message ${vendorCount} vendors`);
export const sendToVendorsLabel = (vendorCount: number): string => (vendorCount === 1 ? 'Send to 1 vendor' : `Send to ${vendorCount} vendors`);
/** The page opened without vendors it can message (none chosen, or none listed any more). */
export const NO_VENDORS_CHOSEN = 'No vendors chosen';
export const NO_VENDORS_CHOSEN_TEXT = 'Pick up to 5 vendors on your shortlist, then choose Message selected vendors.';
/** Chosen vendors that are no longer listed: left out of the message. */
export const unlistedLeftOut = (count: number): string =>
  count === 1 ? '1 vendor you chose is no longer listed and is left out.' : `${count} vendors you chose are no longer listed and are left out.`;
/** The budget select of one category ('Venue budget'). */
export const categoryBudgetLabel = (categoryName: string): string => `Budget for ${categoryName.toLowerCase()}`;
