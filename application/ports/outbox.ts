/** Every email the product sends is one of these templates. */
export type EmailTemplate =
  | 'login-link'
  | 'application-received'
  | 'application-admin-notification'
  | 'application-approved'
  | 'application-rejected'
  | 'claim-received'
  | 'claim-granted'
  | 'upgrade-received'
  | 'upgrade-applied'
  | 'upgrade-declined'
  | 'plan-cancelled'
  | 'plan-ended'
  | 'trial-reminder'
  | 'contact-admin-notification';

export interface EmailJob {
  template: EmailTemplate;
  to: string;
  data: Record<string, string | number | boolean | null>;
  /** Delivering the same key twice sends one email. */
  idempotencyKey: string;
}

/**
 * A login link asked for (ADR 10): the request only records this, so it does the same work whether or not
 * the email has an account; the job (IssueLoginLink) looks the account up, creates the link and its email.
 */
export interface LoginLinkJob {
  /** Lowercased, as typed; it may have no account. */
  email: string;
  /** SHA-256 of the asking browser's key, or null (an old client). */
  browserKeyHash: string | null;
  /** The outbox message's id: the link's id and its email's idempotency key derive from it. */
  requestId: string;
}

interface OutboxEnvelope {
  id: string;
  createdAt: Date;
  availableAt: Date;
  attempts: number;
}

export type OutboxMessage = OutboxEnvelope & ({ topic: 'email.send'; payload: EmailJob } | { topic: 'login.issue-link'; payload: LoginLinkJob });

/** Written in the same transaction as the change that causes the message. */
export interface OutboxWriter {
  add(message: OutboxMessage): Promise<void>;
}

export interface OutboxStore extends OutboxWriter {
  /** Undispatched messages available at `now`, oldest first. */
  pending(now: Date, limit: number): Promise<OutboxMessage[]>;
  markDispatched(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date): Promise<void>;
  countPending(): Promise<number>;
}

export interface MailDeliveryLog {
  /** Records the key; false when it was recorded already (the email went out before). */
  record(idempotencyKey: string, at: Date): Promise<boolean>;
  has(idempotencyKey: string): Promise<boolean>;
  forget(idempotencyKey: string): Promise<void>;
}
