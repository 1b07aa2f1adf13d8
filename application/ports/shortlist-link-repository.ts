import type { ShortlistLink } from '../../domain/couples/shortlist-link.ts';

/** A couple's shortlist links (issue 39 §1): the saved vendors' ids, the hashes and the times, nothing else. */
export interface ShortlistLinkRepository {
  create(link: ShortlistLink): Promise<void>;
  /** The link whose token has this hash, live or not (the caller tells a stopped or expired one apart). */
  findByTokenHash(tokenHash: string): Promise<ShortlistLink | null>;
  /** The link whose stop key has this hash, live or not. */
  findByKeyHash(keyHash: string): Promise<ShortlistLink | null>;
  /** Stops the link at `at` and forgets its vendors; false when it was already stopped. */
  stop(id: string, at: Date): Promise<boolean>;
}
