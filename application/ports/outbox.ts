import type { Tier } from '../../domain/subscriptions/tiers.ts';
import type { UpgradeTier } from '../../domain/subscriptions/upgrade-request.ts';

/** A price as emails write it (`$29`, `$12.50`): made only by `dollars` in application/mail/email-format.ts. */
export type MoneyText = string & { readonly __emailFormat: 'money' };
/** A day as emails write it (`February 25, 2027`, UTC): made only by `longDate` in application/mail/email-format.ts. */
export type DateText = string & { readonly __emailFormat: 'date' };

/** The admin dashboard's sections an admin notice can point at (issue 36): each has an anchor on /admin. */
export type AdminNoticePlace = 'upgrade-requests' | 'recent-cancellations' | 'plan-changes';

/** The login link in a welcome email (a new listing's owner, a granted claim). */
interface OwnerWelcome {
  link: string;
  businessName: string;
  ownerName: string | null;
  expiresInMinutes: number;
  /** A claimed listing's inquiries that wait for their new owner (issue 36), oldest first; absent or empty: none. */
  waiting?: Array<{ coupleName: string; weddingDate: string; guestCount: number; receivedOn: DateText }>;
}

/** A paid plan that starts with an approved listing: all three named, or none. */
type PlanTerms = { tier: UpgradeTier; trialEndDate: DateText; monthlyPrice: MoneyText } | { tier?: never; trialEndDate?: never; monthlyPrice?: never };

/** Who wrote to which listing, and where the vendor answers it. */
interface InquiryForVendor {
  vendorName: string;
  coupleName: string;
  inboxLink: string;
}

/**
 * Every email the product sends, by template, with the data its template reads. The data is the job's JSON
 * as it sits in the outbox and the queue (plain strings, numbers, null; prices and days already written out),
 * so a job queued before a deploy renders after it.
 */
export interface EmailData {
  'login-link': { link: string; expiresInMinutes: number };
  'application-received': { ownerName: string; businessName: string; tier: Tier; cardLast4: string | null };
  'application-admin-notification': { businessName: string; category: string; city: string; ownerName: string; email: string; tier: Tier };
  'application-approved': OwnerWelcome & PlanTerms;
  'application-rejected': { businessName: string; ownerName: string; reason: string | null };
  'claim-received': { name: string; businessName: string | null };
  'claim-granted': OwnerWelcome;
  'upgrade-received': { businessName: string; tier: UpgradeTier; cardLast4: string };
  'upgrade-applied': { businessName: string; tier: Tier; trialEndsAt: DateText | null };
  'upgrade-declined': { businessName: string; tier: UpgradeTier };
  'plan-cancelled': { businessName: string; tier: UpgradeTier; endsAt: DateText };
  /** The plan reverted to the free Standard tier: the vendor cancelled it, or it stayed unpaid past its grace period. */
  'plan-ended': { businessName: string; tier: Tier; reason?: 'cancelled' | 'unpaid' };
  /** Issue 37: the processor moved the plan to another tier (Featured ⇄ Premier). */
  /** `effectiveOn`: a change that waits for the end of the paid period (Premier → Featured). */
  'plan-changed': { businessName: string; tier: Tier; monthlyPrice: MoneyText; billingLink: string; effectiveOn?: DateText };
  /** Issue 37: a receipt after each paid invoice, with the page the vendor can print. */
  /** Issue 37 §7: an admin gave the plan free months. */
  'free-months': { businessName: string; months: number; freeUntil: DateText | null; billingLink: string };
  'payment-receipt': { businessName: string; invoiceNumber: string; amount: MoneyText; paidOn: DateText; description: string; cardLast4: string | null; receiptLink: string };
  /** Issue 37: a charge failed; when the processor tries again and when the plan would end unpaid. */
  'payment-failed': { businessName: string; amount: MoneyText; nextAttempt: DateText | null; graceEnds: DateText; cardLast4: string | null; updateCardLink: string };
  /**
   * Issue 37: a plan from before billing is due its first payment and no card is on file: add one by
   * `graceEnds`, or the listing reverts to the free Standard tier then.
   */
  'card-needed': { businessName: string; tier: Tier; monthlyPrice: MoneyText; graceEnds: DateText; addCardLink: string };
  'trial-reminder': { businessName: string; tier: Tier; firstPaymentDate: DateText; monthlyPrice: MoneyText; cardLast4: string | null };
  /** Issue 17: the couple confirms their first inquiry from an email ('Confirm your message to {vendor name}'). */
  'inquiry-confirm': {
    vendorName: string;
    /** Issue 39: one link confirms the messages to these vendors ('Confirm your messages to N vendors'); absent for one. */
    vendorNames?: string[];
    coupleName: string;
    link: string;
    expiresInDays: number;
  };
  /** To the listing's owner, at once, with the inquiry's details. */
  'inquiry-new': InquiryForVendor & { email: string; phone: string | null; weddingDate: string; guestCount: number; budgetLabel: string; message: string };
  /**
   * Issue 36: to the business email of a listing without an owner, the couple's inquiry with its details
   * and 'Claim this listing to reply' (a single-use link, `claimDays` days).
   */
  'inquiry-unclaimed': Omit<InquiryForVendor, 'inboxLink'> & {
    email: string;
    phone: string | null;
    weddingDate: string;
    guestCount: number;
    budgetLabel: string;
    message: string;
    claimLink: string;
    claimDays: number;
  };
  /**
   * Issue 36: to the business email of a listing still without an owner, the couple's later message in the
   * thread (with `moreMessages` gathered into it, as 'inquiry-couple-message'), their details and a new
   * 'Claim this listing to reply' link.
   */
  'inquiry-unclaimed-message': EmailData['inquiry-unclaimed'] & { moreMessages?: string[] };
  /**
   * Issue 36: to the couple whose message reached a listing without an owner: the truth ('{vendor name}
   * has not set up their inbox yet; …'), whether the listing's business email was sent it, and their thread.
   */
  'inquiry-unclaimed-couple': { vendorName: string; coupleName: string; emailedListing: boolean; threadLink: string };
  /**
   * To the vendor: the couple answered in the thread ('New message from {couple name}'); `moreMessages`:
   * the answers gathered into the same email after `message` (ADR 14: one email per thread per window).
   */
  'inquiry-couple-message': InquiryForVendor & { message: string; moreMessages?: string[] };
  /** To the vendor: the couple closed the thread, with their reason. */
  'inquiry-closed': InquiryForVendor & { reasonLabel: string };
  /** To the vendor, once, when an inquiry waited 24 hours for a first reply. */
  'inquiry-reminder': InquiryForVendor & { weddingDate: string };
  /** To the couple: the vendor replied ('New reply from {vendor name}'), with a link to the thread. */
  'inquiry-reply': { vendorName: string; coupleName: string; message: string; threadLink: string };
  /**
   * Issue 39: 'Email me my shortlist' — the link that opens and keeps the couple's saved vendors in another
   * browser, to the address they typed; `expiresInDays`: how long the link works.
   */
  'shortlist-link': { link: string; vendorCount: number; expiresInDays: number };
  /** Issue 18: to the reviewer, once, when the vendor first replies to their published review ('{vendor name} responded to your review'). */
  'review-reply': { vendorName: string; reviewerName: string; reply: string; vendorLink: string };
  /** Issue 40 §6: to the reviewer, once, when an admin first publishes their review ('Your review of {vendor name} is live'). */
  'review-published': { vendorName: string; reviewerName: string; vendorLink: string };
  /**
   * Issue 40 §6: the vendor's 'New review' notice, to the listing's owner, once, when an admin first publishes
   * a review: the reviewer's public name, the stars, the title and the start of the text, and the dashboard's
   * 'Reviews' tab to answer it from.
   */
  'review-new': { vendorName: string; reviewerName: string; rating: number; title: string | null; excerpt: string; reviewsLink: string };
  /**
   * Issue 40 §1: a vendor asks a client for a review ('{vendor name} would love your review'), with the
   * single-use link and the unsubscribe link; the reminder goes once, 7 days later, if the link was not opened.
   */
  'review-request': ReviewRequestEmail;
  'review-request-reminder': ReviewRequestEmail;
  /** Also the admins' notice of an upgrade request or a cancelled plan (with a `message` for the record). */
  'contact-admin-notification': {
    typeLabel: string;
    name: string;
    email: string;
    subject: string;
    message?: string;
    /** Where the admin screens show it: the dashboard's 'Pending upgrade requests' or 'Recent cancellations'; else /admin/messages. */
    shownAt?: AdminNoticePlace;
  };
}

/** A review request's email (issue 40 §1): `clientName` as the vendor gave it; `expiresInDays`: how long the link works. */
export interface ReviewRequestEmail {
  vendorName: string;
  clientName: string;
  link: string;
  unsubscribeLink: string;
  expiresInDays: number;
}

export type EmailTemplate = keyof EmailData;

/** One email to send: a template and its own data (a wrong or missing field fails the type check). */
export type EmailJob = {
  [K in EmailTemplate]: {
    template: K;
    to: string;
    data: EmailData[K];
    /** Delivering the same key twice sends one email. */
    idempotencyKey: string;
  };
}[EmailTemplate];

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
  /**
   * The record whose personal data the message carries (`inquiry:{id}`), so erasing that record removes
   * the message too, pending or sent; absent for messages about no one's erasable record.
   */
  about?: string;
}

export type OutboxMessage = OutboxEnvelope & ({ topic: 'email.send'; payload: EmailJob } | { topic: 'login.issue-link'; payload: LoginLinkJob });

/** Written in the same transaction as the change that causes the message. */
export interface OutboxWriter {
  add(message: OutboxMessage): Promise<void>;
  /** Deletes every message about this record, pending or dispatched (its person asked for erasure); how many. */
  eraseAbout(about: string): Promise<number>;
  /**
   * The newest email of this template about this record (by when it is available), and whether it was
   * handed over already; null when there is none. For emails gathered into one per window. Read with a
   * lock where the database has row locks, so two writers of one record take turns.
   */
  latestAbout(about: string, template: EmailTemplate): Promise<{ id: string; availableAt: Date; dispatched: boolean; payload: EmailJob } | null>;
  /** Replaces the payload of an email that was not handed over yet; false once it was. */
  replacePending(id: string, payload: EmailJob): Promise<boolean>;
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
}
