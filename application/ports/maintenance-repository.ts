export interface PurgeCounts {
  loginTokens: number;
  authCodes: number;
  sessions: number;
  outbox: number;
  /** 'Claim this listing to reply' links (issue 36) a day past their expiry or a day after their use. */
  claimLinks: number;
  /** A couple's shortlist links (issue 39) a day past their expiry or a day after they were stopped. */
  shortlistLinks: number;
  /** Review requests (issue 40 §1) 120 days after they were sent (their link expired 60 days before). */
  reviewRequests: number;
  photoUploads: number;
}

/** An upload (pending or closed) whose URL expired before the sweep's cut-off: its stored file goes with it. */
export interface ExpiredUpload {
  id: string;
  storageKey: string;
}

export interface MaintenanceRepository {
  /** Deletes rows that can never be used again, ended before the given times (not photo uploads: see below). */
  purge(before: { expired: Date; sessionsEnded: Date; outboxDispatched: Date; linksEnded: Date; reviewRequestsSent: Date }): Promise<Omit<PurgeCounts, 'photoUploads'>>;
  /** Up to `limit` uploads whose URL expired before `before`, pending or closed. */
  expiredUploads(before: Date, limit: number): Promise<ExpiredUpload[]>;
  /** Deletes these upload rows (after their files were deleted). */
  deleteUploads(ids: readonly string[]): Promise<number>;
}
