import { SHORTLIST_LIMIT, type SavedVendor } from './shortlist.ts';

/**
 * A couple's shortlist links (issue 39 §1), with the inquiry threads' token rules: a random token, only its
 * SHA-256 stored, revocable, and it expires. 'Email me my shortlist' (`keep`) emails a link that opens and
 * keeps the shortlist in another browser; 'Share with my partner' (`share`) gives a read-only link. A link
 * holds the saved vendors' ids as they were when it was made, and nothing about the couple: the email they
 * type goes out through the outbox and is not kept with the link. The browser that made a link keeps a key
 * of its own (also stored only as its hash) to stop it ('Stop sharing').
 */

export type ShortlistLinkKind = 'keep' | 'share';

/** How long a link works: a wedding's planning season (a couple shortlists months ahead). */
export const SHORTLIST_LINK_DAYS = 180;
export const SHORTLIST_LINK_TTL_MS = SHORTLIST_LINK_DAYS * 86_400_000;
export const shortlistLinkExpiresAt = (now: Date): Date => new Date(now.getTime() + SHORTLIST_LINK_TTL_MS);

export interface ShortlistLink {
  id: string;
  kind: ShortlistLinkKind;
  /** The saved vendors, in the order saved (emptied when the link is stopped). */
  vendorIds: string[];
  /** SHA-256 of the link's token (the token itself is only in the link). */
  tokenHash: string;
  /** SHA-256 of the key the browser that made the link keeps to stop it. */
  keyHash: string;
  createdAt: Date;
  expiresAt: Date;
  stoppedAt: Date | null;
}

export type ShortlistLinkState = 'live' | 'expired' | 'stopped';

/** A stopped link stays stopped (whether or not it has expired since). */
export const shortlistLinkState = (link: Pick<ShortlistLink, 'expiresAt' | 'stoppedAt'>, now: Date): ShortlistLinkState =>
  link.stoppedAt ? 'stopped' : link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'live';

// ---- words ----------------------------------------------------------------------------------------------

export const EMAIL_MY_SHORTLIST = 'Email me my shortlist';
export const SHARE_WITH_PARTNER = 'Share with my partner';
export const SEND_SHORTLIST_LINK = 'Send link';
export const COPY_LINK = 'Copy link';
export const LINK_COPIED = 'Link copied';
export const STOP_SHARING = 'Stop sharing';
export const STOP_EMAILED_LINK = 'Turn off the emailed link';
export const SAVE_ALL = 'Save all to my shortlist';
export const SHARED_SHORTLIST_HEADING = 'A shared shortlist';

export const SHORTLIST_LINK_NOT_VALID = 'This shortlist link is not valid. Check that the whole link was copied, or ask for a new one.';
export const SHORTLIST_LINK_STOPPED = 'This shortlist is no longer shared. Ask the person who sent the link for a new one.';
export const SHORTLIST_LINK_EXPIRED = `This shortlist link has expired: links last ${SHORTLIST_LINK_DAYS} days. Ask for a new one.`;
export const SHORTLIST_LINKS_LIMITED = 'Too many shortlist links. Please wait a little and try again.';
export const SHORTLIST_VENDORS_GONE = 'None of these vendors is listed any more.';
export const SHARING_STOPPED = 'Sharing stopped. The link no longer opens your shortlist.';
export const EMAILED_LINK_STOPPED = 'The emailed link is turned off. It no longer opens your shortlist.';

/** What a link that does not open says. */
export const shortlistLinkProblem = (state: Exclude<ShortlistLinkState, 'live'> | 'unknown'): string =>
  state === 'stopped' ? SHORTLIST_LINK_STOPPED : state === 'expired' ? SHORTLIST_LINK_EXPIRED : SHORTLIST_LINK_NOT_VALID;

export const shortlistEmailedMessage = (email: string): string => `We emailed a link to your shortlist to ${email}. It works for ${SHORTLIST_LINK_DAYS} days.`;

// ---- opening a 'keep' link in another browser -------------------------------------------------------------

/**
 * A link's vendors merged into what this browser saved: the ones it lacks are added last, in the link's
 * order, while the list has room (SHORTLIST_LIMIT); `alreadySaved` were there, `leftOut` did not fit.
 */
export const mergeIntoShortlist = (list: readonly SavedVendor[], vendorIds: readonly string[]): { add: string[]; alreadySaved: number; leftOut: number } => {
  const have = new Set(list.map((v) => v.id));
  const add: string[] = [];
  let alreadySaved = 0;
  let leftOut = 0;
  for (const id of new Set(vendorIds)) {
    if (have.has(id)) alreadySaved++;
    else if (list.length + add.length < SHORTLIST_LIMIT) add.push(id);
    else leftOut++;
  }
  return { add, alreadySaved, leftOut };
};
