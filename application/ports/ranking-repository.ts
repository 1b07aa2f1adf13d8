/** One delivered inquiry's times, as the reply-time badge needs them (no personal data). */
export interface DeliveredInquiryTimes {
  vendorId: string;
  /** When the vendor could first see it (delivered_at). */
  receivedAt: Date;
  firstRepliedAt: Date | null;
}

/** A vendor's new badge time in whole hours, or null to clear it. */
export interface ReplyTimeChange {
  vendorId: string;
  hours: number | null;
}

/**
 * What the ranking and reply-time sweeps read and write across the whole directory, in a few statements
 * each (never one query per vendor).
 */
export interface RankingRepository {
  /** Every inquiry delivered in [from, to] (any vendor), with its first reply, in one read. */
  deliveredInquiryTimes(from: Date, to: Date): Promise<DeliveredInquiryTimes[]>;
  /** The vendors that carry a badge now, with its hours. */
  replyTimeBadges(): Promise<Map<string, number>>;
  /** Writes the changed badge times (null clears), in batched statements; returns how many vendors changed. */
  setReplyTimes(changes: readonly ReplyTimeChange[]): Promise<number>;
  /**
   * Draws the rotation key of `day` ('2026-11-25') for every vendor not yet on that day, in one statement;
   * returns how many vendors got a new key (0 when the day's rotation is already drawn).
   */
  rotate(day: string): Promise<number>;
}
