import type { CategorySlug } from '../../domain/categories/category.ts';
import type {
  CloseReason,
  Inquiry,
  InquiryMessage,
  InquiryStatus,
  SavedReply,
} from '../../domain/inquiries/inquiry.ts';
import type { SpamReason } from '../../domain/inquiries/spam.ts';
import type { ReplyTimePair } from '../../domain/inquiries/timing.ts';
import type { Page } from '../../domain/shared/pagination.ts';

/**
 * Ports of the inquiry loop (issue 17), one interface per group of use cases, so a use case names only
 * what it touches. Tokens are never stored: every `…Hash` is the SHA-256 (hex) from the `Secrets` port.
 * Times are passed in (the use case's clock), never read from the database server.
 */

/** A new inquiry as the submit use case stores it, with its confirmation secret when it needs one. */
export interface NewInquiry extends Inquiry {
  /** Null when it went straight through (a remembered browser). */
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
}

/** A link to the thread page (/inquiries/{token}) carried by one email to the couple. */
export interface InquiryThreadLink {
  id: string;
  inquiryId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** An inquiry with its first message (the couple's), as lists show it. */
export interface InquiryWithMessage extends Inquiry {
  message: string;
}

/** Submitting, confirming, and the conversation on either side. */
export interface InquiryRepository {
  /** Stores the inquiry and the couple's first message (its thread's first row). */
  create(inquiry: NewInquiry, firstMessage: InquiryMessage): Promise<void>;
  /**
   * Confirms the pending, unexpired inquiries with this confirmation hash (one, or the several of one
   * multi-send, issue 39), atomically (of two clicks, one wins, for all of them): each delivered, or held
   * when it has hold reasons. Oldest first; empty when nothing was confirmed by this call.
   */
  confirm(tokenHash: string, at: Date): Promise<Inquiry[]>;
  /** The inquiries with this confirmation hash in any state, oldest first (a second click on the link: 'already sent'). */
  findByConfirmTokenHash(tokenHash: string): Promise<Inquiry[]>;
  findById(id: string): Promise<Inquiry | null>;
  /** The inquiry if it belongs to this vendor and was delivered; null otherwise (403/404 is the caller's). */
  findDeliveredForVendor(vendorId: string, id: string): Promise<Inquiry | null>;
  /**
   * The thread, oldest first: what the vendor may read, without the couple's messages held for an admin;
   * `withHeld` adds those (the couple's own view: they are told nothing of a hold).
   */
  messages(inquiryId: string, options?: { withHeld?: boolean }): Promise<InquiryMessage[]>;
  /**
   * Adds a message and moves the thread's times: last message; a couple's makes it unread for the vendor;
   * the vendor's marks it read and sets the first reply time once.
   */
  appendMessage(message: InquiryMessage): Promise<void>;
  /**
   * Stores a couple's message the spam rules hold, for an admin: the thread's times and unread flag do not
   * move, and the vendor's reads leave it out until it is released.
   */
  holdMessage(message: InquiryMessage, reasons: SpamReason[], at: Date): Promise<void>;
  /** Sets the status; 'closed' records the reason and time, any other status clears them. */
  setStatus(id: string, status: InquiryStatus, at: Date, closeReason?: CloseReason): Promise<void>;
  markReadByVendor(id: string, at: Date): Promise<void>;
  /**
   * The couple deleted the thread: personal data (name, email, phone, wedding date, guests, budget, their
   * close reason), messages and thread links go; the row stays as 'deleted' with its times only (the
   * vendor's reply-time figure). False when already deleted or absent.
   */
  erase(id: string, at: Date): Promise<boolean>;
  createThreadLink(link: InquiryThreadLink): Promise<void>;
  /** Stores the link unless one with its hash is stored already (a confirmation link clicked again): one row per token. */
  keepThreadLink(link: InquiryThreadLink): Promise<void>;
  /** The inquiry a live (unexpired) thread link opens; null for an unknown or expired link or a deleted thread. */
  findByThreadLinkHash(tokenHash: string, at: Date): Promise<Inquiry | null>;
  /**
   * Whether this email (normalized: trimmed, lowercased) has a delivered inquiry with this vendor that the
   * vendor marked 'Booked' ('Verified client', issue 40 §2). A deleted thread has no email left: false.
   */
  hasBookedInquiry(vendorId: string, email: string): Promise<boolean>;
}

export interface InboxQuery {
  status?: InquiryStatus;
  page: number;
  limit: number;
}

/** The vendor's inbox: delivered inquiries only. */
export interface InquiryInbox {
  /** Newest first (delivery time, then id), with the couple's first message, and the total for paging. */
  page(vendorId: string, query: InboxQuery): Promise<Page<InquiryWithMessage>>;
  /** Delivered inquiries with a couple's message the vendor has not opened (the dashboard badge). */
  unreadCount(vendorId: string): Promise<number>;
  /** How many delivered inquiries have each status (the filter tabs); statuses with none are 0. */
  countsByStatus(vendorId: string): Promise<Record<InquiryStatus, number>>;
  /** (received, first replied) of inquiries delivered since `since`, for the median first-reply time. */
  replyTimePairs(vendorId: string, since: Date): Promise<ReplyTimePair[]>;
}

export interface HeldInquiry extends InquiryWithMessage {
  vendor: { id: string; name: string; slug: string; category: CategorySlug };
}

export interface InquiryAdminCounts {
  pendingConfirmation: number;
  held: number;
  delivered: number;
  /** Delivered, unanswered inquiries of owner-less (unclaimed) listings: waiting for an owner. */
  waitingForOwner: number;
  /** Couples' later messages the spam rules hold. */
  heldMessages: number;
}

/** A couple's later message held by the spam rules, with its thread's couple and vendor. */
export interface HeldMessage {
  id: string;
  inquiryId: string;
  body: string;
  holdReasons: SpamReason[];
  createdAt: Date;
  coupleName: string;
  email: string | null;
  vendor: { id: string; name: string; slug: string };
}

/** The admins' held list and counts. */
export interface InquiryModeration {
  /** Held messages of threads, newest first, at most `limit`. */
  heldMessages(limit: number): Promise<HeldMessage[]>;
  /** One held message; null when it is not held (released, deleted, or a delivered message). */
  heldMessage(id: string): Promise<HeldMessage | null>;
  /**
   * Delivers a held message: the hold goes, the thread is unread for the vendor and its last message moves
   * to it when it is the newest. Its inquiry (as it is now) and the message; null when it is not held.
   */
  releaseMessage(id: string, at: Date): Promise<{ inquiry: Inquiry; message: InquiryMessage } | null>;
  /** Deletes a held message; false when it is not held. */
  deleteHeldMessage(id: string): Promise<boolean>;
  /** Held inquiries, newest first. */
  heldPage(page: number, limit: number): Promise<Page<HeldInquiry>>;
  /** Delivers a held inquiry (the reply-time clock starts now); null when it is not held. */
  release(id: string, at: Date): Promise<Inquiry | null>;
  /** Deletes a held inquiry with its messages; false when it is not held. */
  deleteHeld(id: string): Promise<boolean>;
  counts(): Promise<InquiryAdminCounts>;
}

/** The scheduled sweeps. Each takes at most `limit` rows a call; the caller repeats until fewer come back. */
export interface InquirySweeps {
  /**
   * Delivered inquiries still 'New', unanswered, with no reminder yet, delivered at or before `cutoff`, of
   * listings that have an owner (an owner-less listing's wait for the owner; nobody to remind).
   */
  dueReminders(cutoff: Date, limit: number): Promise<Inquiry[]>;
  /** Records the reminder if none was recorded, atomically: true for exactly one caller (exactly once). */
  markReminderSent(id: string, at: Date): Promise<boolean>;
  /** Deletes unconfirmed inquiries whose confirmation expired at or before `at`; how many. */
  deleteExpiredUnconfirmed(at: Date, limit: number): Promise<number>;
  /** Deletes inquiries (any state) whose last message is before `before`, with their messages; how many. */
  purgeInactive(before: Date, limit: number): Promise<number>;
  /** Deletes thread links that expired before `before`; how many. */
  deleteExpiredThreadLinks(before: Date, limit: number): Promise<number>;
}

/** A browser that confirmed an email: its inquiries from that email go straight through. */
export interface RememberedBrowser {
  id: string;
  tokenHash: string;
  /** Lowercased. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface RememberedBrowserRepository {
  create(browser: RememberedBrowser): Promise<void>;
  /** The unrevoked, unexpired browser with this hash; null otherwise. */
  findLive(tokenHash: string, at: Date): Promise<RememberedBrowser | null>;
  touch(id: string, at: Date): Promise<void>;
  /** Revokes this browser; false when it was unknown or already revoked. */
  revoke(tokenHash: string, at: Date): Promise<boolean>;
  /** Deletes every browser remembered for this email (the couple's 'Delete': their address goes at once); how many. */
  deleteAllForEmail(email: string): Promise<number>;
  /** Deletes browsers that expired or were revoked before `before`; how many. */
  deleteEnded(before: Date, limit: number): Promise<number>;
}

/** A vendor's saved replies. Every call is scoped by vendor: another vendor's reply is never found. */
export interface SavedReplyRepository {
  /** Oldest first. */
  list(vendorId: string): Promise<SavedReply[]>;
  find(vendorId: string, id: string): Promise<SavedReply | null>;
  count(vendorId: string): Promise<number>;
  create(reply: SavedReply): Promise<void>;
  /** False when the vendor has no such reply. */
  update(vendorId: string, id: string, changes: { title: string; body: string }, at: Date): Promise<boolean>;
  delete(vendorId: string, id: string): Promise<boolean>;
}
