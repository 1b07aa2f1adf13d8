import type { MadeShortlistLink } from '@domain/couples/shortlist-link-api';

/**
 * The shortlist links this browser made (issue 39 §1), kept so it can stop them ('Stop sharing'): each
 * link's stop key, its kind, the share link's address, how many vendors it holds and when it expires.
 * Never the email typed (that goes to the server once and is not kept anywhere). Expired ones are dropped
 * as they are read.
 */
export const MADE_LINKS_STORAGE_KEY = 'uwd.shortlist-links';

/** At most this many emailed links are remembered (the oldest are forgotten; they still expire). */
const EMAILED_KEPT = 10;

export interface MadeLinks {
  /** The read-only link for a partner, while it is shared. */
  share: MadeShortlistLink | null;
  /** The emailed links, newest last. */
  emailed: MadeShortlistLink[];
}

const isMadeLink = (x: unknown): x is MadeShortlistLink => {
  if (typeof x !== 'object' || x === null) return false;
  const l = x as Record<string, unknown>;
  return (
    (l.kind === 'keep' || l.kind === 'share') &&
    typeof l.key === 'string' &&
    (typeof l.url === 'string' || l.url === null) &&
    typeof l.vendorCount === 'number' &&
    typeof l.expiresAt === 'string'
  );
};

const live = (l: MadeShortlistLink, now: Date) => Date.parse(l.expiresAt) > now.getTime();

export const readMadeLinks = (now = new Date()): MadeLinks => {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(localStorage.getItem(MADE_LINKS_STORAGE_KEY) ?? 'null');
  } catch {
    // No storage, or not ours: nothing made here.
  }
  const stored = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const share = isMadeLink(stored.share) && stored.share.kind === 'share' && live(stored.share, now) ? stored.share : null;
  const emailed = Array.isArray(stored.emailed) ? stored.emailed.filter((l): l is MadeShortlistLink => isMadeLink(l) && l.kind === 'keep' && live(l, now)) : [];
  return { share, emailed };
};

export const writeMadeLinks = (links: MadeLinks): void => {
  try {
    if (!links.share && links.emailed.length === 0) localStorage.removeItem(MADE_LINKS_STORAGE_KEY);
    else localStorage.setItem(MADE_LINKS_STORAGE_KEY, JSON.stringify({ share: links.share, emailed: links.emailed.slice(-EMAILED_KEPT) }));
  } catch {
    // Storage may be blocked: the link still works, this browser just cannot stop it later.
  }
};
