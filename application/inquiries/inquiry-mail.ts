import type { Inquiry } from '../../domain/inquiries/inquiry.ts';
import { budgetLabel } from '../../domain/inquiries/inquiry-options.ts';
import { weddingDateText, type InquiryReach } from '../../domain/inquiries/inquiry-words.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { CLAIM_LINK_TTL_MS, THREAD_LINK_TTL_MS, threadLinkExpiresAt } from '../../domain/inquiries/timing.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { EmailJob } from '../ports/outbox.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos } from '../ports/unit-of-work.ts';

/**
 * The inquiry emails' shared steps (issue 17), run inside the caller's transaction so an email is queued
 * exactly when its change is stored (the outbox). Functions, not use cases.
 */

export interface InquiryVendor {
  id: string;
  name: string;
  category: CategorySlug;
}

export const inboxLink = (baseUrl: string, inquiryId: string) => `${baseUrl}/vendor/inquiries/${inquiryId}`;

/**
 * What every email of an inquiry's loop is about (the outbox's `about`), to the couple or to the vendor:
 * each carries the couple's data, so the couple's 'Delete' removes them all, pending or sent.
 */
export const aboutInquiry = (inquiryId: string): string => `inquiry:${inquiryId}`;

/** The listing owner's email, when the listing has an active owner; null: the inquiry waits for one. */
export const ownerEmailOf = async (r: Repos<'ownership' | 'users'>, vendorId: string): Promise<string | null> => {
  const userId = await r.ownership.ownerOf(vendorId);
  const owner = userId ? await r.users.findById(userId) : null;
  return owner?.isActive ? owner.email : null;
};

/** The vendor's 'New inquiry from {couple name}' with the inquiry's details, at once; nothing for an owner-less listing. */
export const queueNewInquiryEmail = async (
  r: Repos<'ownership' | 'users' | 'outbox'>,
  ids: IdGenerator,
  now: Date,
  baseUrl: string,
  vendor: InquiryVendor,
  inquiry: Inquiry,
  message: string,
): Promise<void> => {
  const to = await ownerEmailOf(r, vendor.id);
  if (!to || !inquiry.email) return;
  await r.outbox.add(
    outboxEmail(ids.next(), now, {
      template: 'inquiry-new',
      to,
      data: {
        vendorName: vendor.name,
        coupleName: inquiry.coupleName,
        inboxLink: inboxLink(baseUrl, inquiry.id),
        email: inquiry.email,
        phone: inquiry.phone,
        weddingDate: weddingDateText(inquiry),
        guestCount: inquiry.guestCount,
        budgetLabel: budgetLabel(vendor.category, inquiry.budget),
        message,
      },
      idempotencyKey: `inquiry-new:${inquiry.id}`,
    }, { about: aboutInquiry(inquiry.id) }),
  );
};

/**
 * The vendor hears of the couple's answers in at most one 'New message from …' email per thread per
 * window: the first answer after a quiet window goes at once; answers within the window of the last one
 * are gathered into one email sent when the window ends. None is left out and none is sent twice (ADR 14).
 */
export const COUPLE_MESSAGE_EMAIL_WINDOW_MS = 5 * 60 * 1000;
/**
 * An email due sooner than this is not written into any more: the outbox relay (on another process's
 * clock) may be reading it, so the answer starts the next window's email instead.
 */
export const GATHER_MARGIN_MS = 30 * 1000;

/** An email of the couple's answers with one more gathered into it; null for any other email. */
const withMoreMessage = (payload: EmailJob, body: string): EmailJob | null => {
  switch (payload.template) {
    case 'inquiry-couple-message':
      return { ...payload, data: { ...payload.data, moreMessages: [...(payload.data.moreMessages ?? []), body] } };
    case 'inquiry-unclaimed-message':
      return { ...payload, data: { ...payload.data, moreMessages: [...(payload.data.moreMessages ?? []), body] } };
    default:
      return null;
  }
};

/**
 * Gathers `message` into the thread's pending email of this template when its window is still open (see
 * above): true when it did. Otherwise the time the next email of the thread may go.
 */
const gatherInto = async (
  r: Repos<'outbox'>,
  now: Date,
  inquiryId: string,
  template: 'inquiry-couple-message' | 'inquiry-unclaimed-message',
  message: { body: string },
): Promise<{ gathered: true } | { gathered: false; availableAt: Date }> => {
  const last = await r.outbox.latestAbout(aboutInquiry(inquiryId), template);
  const gathered = last && !last.dispatched && last.payload.template === template && last.availableAt.getTime() > now.getTime() + GATHER_MARGIN_MS ? withMoreMessage(last.payload, message.body) : null;
  if (last && gathered && (await r.outbox.replacePending(last.id, gathered))) return { gathered: true };
  return { gathered: false, availableAt: new Date(Math.max(now.getTime(), last ? last.availableAt.getTime() + COUPLE_MESSAGE_EMAIL_WINDOW_MS : 0)) };
};

/** The couple's answer for the vendor's 'New message from {couple name}', gathered per window (see above). */
export const queueCoupleMessageEmail = async (
  r: Repos<'ownership' | 'users' | 'outbox'>,
  ids: IdGenerator,
  now: Date,
  baseUrl: string,
  vendor: { id: string; name: string },
  inquiry: Inquiry,
  message: { id: string; body: string },
): Promise<void> => {
  const to = await ownerEmailOf(r, vendor.id);
  if (!to) return;
  const gather = await gatherInto(r, now, inquiry.id, 'inquiry-couple-message', message);
  if (gather.gathered) return;
  await r.outbox.add(
    outboxEmail(
      ids.next(),
      now,
      {
        template: 'inquiry-couple-message',
        to,
        data: { vendorName: vendor.name, coupleName: inquiry.coupleName, inboxLink: inboxLink(baseUrl, inquiry.id), message: message.body },
        idempotencyKey: `inquiry-couple-message:${message.id}`,
      },
      { about: aboutInquiry(inquiry.id), availableAt: gather.availableAt },
    ),
  );
};

/** A new thread link (90 days) for one email to the couple; only its hash is stored. Returns the token. */
export const newThreadLink = async (r: Repos<'inquiries'>, secrets: Secrets, ids: IdGenerator, now: Date, inquiryId: string): Promise<string> => {
  const { token, hash } = secrets.newToken();
  await r.inquiries.createThreadLink({ id: ids.next(), inquiryId, tokenHash: hash, createdAt: now, expiresAt: threadLinkExpiresAt(now) });
  return token;
};

/**
 * The thread link a click on the confirmation link opens: its token is derived one-way from the
 * confirmation token (the hash of it with a purpose of its own), so every click of one confirmation link
 * opens the same thread link and stores one row, however often it is clicked. Only the hash of the
 * thread token is stored, as for every link; the confirmation token itself is stored only as its hash.
 */
export const confirmedThreadLink = async (r: Repos<'inquiries'>, secrets: Secrets, ids: IdGenerator, now: Date, inquiryId: string, confirmToken: string): Promise<string> => {
  const token = secrets.hash(`inquiry-thread:${confirmToken}`);
  await r.inquiries.keepThreadLink({ id: ids.next(), inquiryId, tokenHash: secrets.hash(token), createdAt: now, expiresAt: threadLinkExpiresAt(now) });
  return token;
};

export const THREAD_LINK_DAYS = THREAD_LINK_TTL_MS / 86_400_000;
export const CLAIM_LINK_DAYS = CLAIM_LINK_TTL_MS / 86_400_000;

/** The fast claim's page, where a claim link lands (the public remote). */
export const claimLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/claim-listing/link/${token}`;

/** A new 'Claim this listing to reply' link to the listing's business email (single use, CLAIM_LINK_TTL_MS): its URL. */
const newClaimLink = async (r: Repos<'ownership'>, secrets: Secrets, ids: IdGenerator, now: Date, baseUrl: string, vendorId: string, to: string): Promise<string> => {
  const { token, hash } = secrets.newToken();
  await r.ownership.createClaimLink({ id: ids.next(), vendorId, email: to, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + CLAIM_LINK_TTL_MS), consumedAt: null });
  return claimLinkUrl(baseUrl, token);
};

/**
 * A couple's later message in a delivered thread (issue 36), in the caller's transaction, where the first
 * one went: to the owner ('New message from …', gathered per window); to the business email of a listing
 * still without an owner, the couple's details and the message with a new 'Claim this listing to reply'
 * link, gathered the same way (a gathered message rides in the pending email, with its link); to nobody
 * when the listing states no email (it waits for an owner). Returns where it went.
 */
export const deliverCoupleMessage = async (
  r: Repos<'ownership' | 'users' | 'outbox'>,
  secrets: Secrets,
  ids: IdGenerator,
  now: Date,
  baseUrl: string,
  vendor: InquiryVendor & { email: string | null },
  inquiry: Inquiry,
  message: { id: string; body: string },
): Promise<InquiryReach> => {
  const reach = await reachOf(r, vendor);
  if (reach === 'owner') await queueCoupleMessageEmail(r, ids, now, baseUrl, vendor, inquiry, message);
  if (reach !== 'listing' || !inquiry.email) return reach;
  const gather = await gatherInto(r, now, inquiry.id, 'inquiry-unclaimed-message', message);
  if (gather.gathered) return reach;
  const to = normalizeEmail(vendor.email!);
  await r.outbox.add(
    outboxEmail(
      ids.next(),
      now,
      {
        template: 'inquiry-unclaimed-message',
        to,
        data: {
          vendorName: vendor.name,
          coupleName: inquiry.coupleName,
          email: inquiry.email,
          phone: inquiry.phone,
          weddingDate: weddingDateText(inquiry),
          guestCount: inquiry.guestCount,
          budgetLabel: budgetLabel(vendor.category, inquiry.budget),
          message: message.body,
          claimLink: await newClaimLink(r, secrets, ids, now, baseUrl, vendor.id, to),
          claimDays: CLAIM_LINK_DAYS,
        },
        idempotencyKey: `inquiry-unclaimed-message:${message.id}`,
      },
      { about: aboutInquiry(inquiry.id), availableAt: gather.availableAt },
    ),
  );
  return reach;
};

/** Where a delivered inquiry of this listing goes, without sending anything (a held one: what the couple is told). */
export const reachOf = async (r: Repos<'ownership' | 'users'>, vendor: { id: string; email: string | null }): Promise<InquiryReach> =>
  (await ownerEmailOf(r, vendor.id)) ? 'owner' : vendor.email ? 'listing' : 'waiting';

/**
 * A delivered inquiry goes out (issue 36), in the caller's transaction: to a listing's owner, 'New inquiry
 * from …'; to a listing without an owner, the inquiry with the couple's details to the business email the
 * listing states, with 'Claim this listing to reply' (a random token stored as its hash, single use,
 * CLAIM_LINK_TTL_MS), and to the couple the truth ('… has not set up their inbox yet; …') with their thread
 * link; a listing with neither keeps it for its owner, and the couple is told so. Returns where it went.
 */
export const deliverInquiry = async (
  r: Repos<'ownership' | 'users' | 'outbox' | 'inquiries'>,
  secrets: Secrets,
  ids: IdGenerator,
  now: Date,
  baseUrl: string,
  vendor: InquiryVendor & { email: string | null },
  inquiry: Inquiry,
  message: string,
): Promise<InquiryReach> => {
  const reach = await reachOf(r, vendor);
  if (reach === 'owner') {
    await queueNewInquiryEmail(r, ids, now, baseUrl, vendor, inquiry, message);
    return reach;
  }
  if (!inquiry.email) return reach;
  const about = { about: aboutInquiry(inquiry.id) };
  if (reach === 'listing') {
    const to = normalizeEmail(vendor.email!);
    const claimLink = await newClaimLink(r, secrets, ids, now, baseUrl, vendor.id, to);
    await r.outbox.add(
      outboxEmail(ids.next(), now, {
        template: 'inquiry-unclaimed',
        to,
        data: {
          vendorName: vendor.name,
          coupleName: inquiry.coupleName,
          email: inquiry.email,
          phone: inquiry.phone,
          weddingDate: weddingDateText(inquiry),
          guestCount: inquiry.guestCount,
          budgetLabel: budgetLabel(vendor.category, inquiry.budget),
          message,
          claimLink,
          claimDays: CLAIM_LINK_DAYS,
        },
        idempotencyKey: `inquiry-unclaimed:${inquiry.id}`,
      }, about),
    );
  }
  const threadToken = await newThreadLink(r, secrets, ids, now, inquiry.id);
  await r.outbox.add(
    outboxEmail(ids.next(), now, {
      template: 'inquiry-unclaimed-couple',
      to: inquiry.email,
      data: { vendorName: vendor.name, coupleName: inquiry.coupleName, emailedListing: reach === 'listing', threadLink: `${baseUrl}/inquiries/${threadToken}` },
      idempotencyKey: `inquiry-unclaimed-couple:${inquiry.id}`,
    }, about),
  );
  return reach;
};
