export interface PurgeCounts {
  loginTokens: number;
  authCodes: number;
  sessions: number;
  outbox: number;
  photoUploads: number;
}

export interface MaintenanceRepository {
  /** Deletes rows that can never be used again, ended before the given times. */
  purge(before: { expired: Date; sessionsEnded: Date; outboxDispatched: Date }): Promise<PurgeCounts>;
}
