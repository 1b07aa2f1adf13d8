import type { DailyCount } from '../../domain/insights/counting.ts';
import type { EventKind } from '../../domain/insights/insights-api.ts';

/** One thing a visitor did with one listing (a beacon names one vendor and its kinds, or many vendors' appearances). */
export interface EventHit {
  vendorId: string;
  kind: EventKind;
}

/**
 * The visitor key of a request: HMAC-SHA256 of the address with the New York day's random salt (issue 18
 * §1; the user agent is left out since issue 35 §1). The salt is never written to the database; the embedded
 * profile keeps it in memory, the production profile in Redis with an expiry so every API process makes the
 * same key.
 */
export interface VisitorKeys {
  keyOf(day: string, address: string): Promise<string>;
}

/**
 * Which of these vendor ids are active listings, answered without a database read per beacon (the adapter
 * keeps the set of active ids in memory and refreshes it every few seconds): a beacon's unknown or inactive
 * ids are dropped before they are counted.
 */
export interface ActiveListings {
  activeVendorIds(ids: readonly string[]): Promise<Set<string>>;
}

/**
 * The batching buffer between the beacons and the daily counters: it counts each visitor's (vendor, kind)
 * once a day and keeps the counts until a flush takes them. In memory on the embedded profile, in Redis in
 * production (the dedupe keys expire with the day; the pending counts are one hash for the whole site).
 */
export interface EventCounter {
  /**
   * Counts the hits this visitor has not made yet today, within the visitor's own daily budget
   * (VISITOR_DAILY_BUDGET counts; past it nothing more of this visitor is counted that day, and nobody
   * else's counts are touched); returns how many were new.
   */
  record(day: string, visitorKey: string, hits: readonly EventHit[]): Promise<number>;
  /**
   * Takes every pending count for one write. Empty when there is nothing, when another process is flushing,
   * or when the last flush was less than the minimum interval ago (unless `force`, at shutdown): a flood of
   * events never becomes more than one write per interval.
   */
  takePending(opts?: { force?: boolean }): Promise<DailyCount[]>;
  /** Puts counts back after their write failed (they are written with the next flush). */
  putBack(counts: readonly DailyCount[]): Promise<void>;
}

/** A day's count of one kind (the vendor's own Insights read). */
export interface KindDayCount {
  day: string;
  kind: EventKind;
  count: number;
}

/** An inquiry as the insights see it: when it reached the vendor, its first reply, whether it was booked. */
export interface InquiryFacts {
  deliveredAt: Date;
  firstRepliedAt: Date | null;
  booked: boolean;
}

/** The daily counters (vendor_daily_stats) and the inquiry facts the Insights reads need. */
export interface InsightsRepository {
  /** Of these vendor ids, those of active listings (a flush drops the rest: unknown ids, inactive listings). */
  activeVendorIds(ids: readonly string[]): Promise<Set<string>>;
  /** Adds the counts to the daily counters, in one upsert statement. */
  addCounts(counts: readonly DailyCount[]): Promise<void>;
  /** A vendor's counters from..to (New York days, both included). */
  vendorDailyCounts(vendorId: string, from: string, to: string): Promise<KindDayCount[]>;
  /**
   * A vendor's delivered inquiries (held for spam or unconfirmed ones never are) delivered or first
   * answered at or after `since`.
   */
  vendorInquiries(vendorId: string, since: Date): Promise<InquiryFacts[]>;
  /** Site-wide counters of one kind per category and day, from..to. */
  countsByCategory(kind: EventKind, from: string, to: string): Promise<Array<{ categoryId: string; day: string; count: number }>>;
  /** Every delivered inquiry since `since`, with its vendor's category. */
  inquiriesByCategory(since: Date): Promise<Array<InquiryFacts & { categoryId: string }>>;
}
