import type { AwardKind } from '../../domain/reviews/awards.ts';

/** A verified, published review as the award reads it (no text, no reviewer). */
export interface AwardReviewFacts {
  vendorId: string;
  rating: number;
  publishedAt: Date;
}

/** One year's draw of an award: the vendors it went to. */
export interface AwardRound {
  kind: AwardKind;
  year: number;
  drawnAt: Date;
  vendorIds: readonly string[];
}

/** The yearly awards (issue 40 §5): the facts they are drawn from and the rounds drawn. */
export interface AwardRepository {
  /** Whether the `year` round of `kind` is drawn. */
  roundDrawn(kind: AwardKind, year: number): Promise<boolean>;
  /** Every published review by a verified client with published_at in [from, to), any vendor, in one read. */
  verifiedReviewsPublished(from: Date, to: Date): Promise<AwardReviewFacts[]>;
  /**
   * Stores the round and its awards at once; false (and nothing stored) when that round is already drawn —
   * by another process at the same moment too.
   */
  recordRound(round: AwardRound): Promise<boolean>;
}
