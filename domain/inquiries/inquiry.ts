import { z } from 'zod';
import type { CategorySlug } from '../categories/category.ts';
import { emailField, multiLine, oneLine, optionalText, requiredText } from '../shared/text-fields.ts';
import {
  ALL_BUDGET_CODES,
  budgetRangesFor,
  CLOSE_REASONS,
  type CloseReason,
  type InquiryState,
  type InquiryStatus,
  type MessageAuthor,
} from './inquiry-options.ts';
import type { SpamReason } from './spam.ts';

export * from './inquiry-options.ts';

export const INQUIRY_LIMITS = {
  name: 100,
  phone: 40,
  messageMin: 20,
  message: 5000,
  guestsMax: 2000,
  /** How far ahead a wedding date may be. */
  yearsAhead: 5,
  /** The honeypot is taken as it comes (a bot must not learn it was noticed), up to this size. */
  honeypot: 2000,
  /** The form token the server issued when the form opened (about 57 characters), with room to spare. */
  formToken: 200,
} as const;

export const UNDECIDED_DATE_LABEL = "We haven't picked a date yet";

/** The inquiry form's messages, in the plain words of SPEC.md §5. */
export const INQUIRY_MESSAGES = {
  name: 'Name is required',
  phone: 'Please enter a valid phone number',
  dateRequired: `Please enter your wedding date or tick '${UNDECIDED_DATE_LABEL}'`,
  dateAndUndecided: `Please enter a wedding date or tick '${UNDECIDED_DATE_LABEL}', not both`,
  dateInvalid: 'Please enter a valid wedding date',
  datePast: 'The wedding date cannot be in the past',
  dateTooFar: `The wedding date must be within the next ${INQUIRY_LIMITS.yearsAhead} years`,
  guestsRequired: 'Guest count is required',
  guestsInvalid: 'Guest count must be a whole number of at least 1',
  guestsTooMany: `Guest count must be at most ${INQUIRY_LIMITS.guestsMax.toLocaleString('en-US')}`,
  budget: 'Please choose a budget range',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${INQUIRY_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${INQUIRY_LIMITS.message} characters`,
  formToken: 'Please reload the page and try again',
} as const;

/** Digits with the usual separators, an optional leading + and extension; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const isPhone = (v: string) => {
  const main = v.replace(/\s*(?:x|ext\.?)\s*\d{1,6}$/i, '');
  const digits = main.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(v) && digits >= 7 && digits <= 15;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export const isIsoDate = (v: string): boolean => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** '' and null are "not given"; digit strings (a form's number input) become numbers. */
const guestCountField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number(INQUIRY_MESSAGES.guestsRequired)
    .int(INQUIRY_MESSAGES.guestsInvalid)
    .min(1, INQUIRY_MESSAGES.guestsInvalid)
    .max(INQUIRY_LIMITS.guestsMax, INQUIRY_MESSAGES.guestsTooMany),
);

/** Trimmed text of `min`..5000 characters, on several lines: the inquiry's message, a reply, a saved reply. */
const bodyField = (label: string, required: string, min = 1, tooShort = required) =>
  multiLine(
    label,
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string(required).min(1, required).min(min, tooShort).max(INQUIRY_LIMITS.message, INQUIRY_MESSAGES.messageTooLong),
    ),
  );

/**
 * The inquiry form on a vendor's page and POST /api/vendors/{id}/inquiries: one schema, the same messages.
 *
 * - `category`: the vendor's category; the budget must be one of its ranges. Without it (the API route
 *   before it has loaded the vendor) any category's range passes, and the use case checks it with
 *   `budgetFieldError` once the vendor is known.
 * - `weddingDate` (YYYY-MM-DD) or `dateUndecided: true`, exactly one. The date may not be before
 *   yesterday in UTC (so a couple in any US time zone can pick their today) nor more than 5 years ahead.
 * - `website` is the honeypot: a hidden field people never fill. Any value passes validation; the spam
 *   rules hold a filled one for an admin (a bot learns nothing from the answer).
 * - `formToken`: the token GET /api/inquiries/form-token issued when the form opened (the server signs its
 *   own time in it) for the minimum-time rule; a missing or unsigned one holds the inquiry, never refuses it.
 */
export const inquirySchema = (category?: CategorySlug, now: () => Date = () => new Date()) => {
  const budgets: readonly string[] = category ? budgetRangesFor(category).map((r) => r.code) : ALL_BUDGET_CODES;
  return z
    .object({
      ...inquiryContactFields,
      budget: z.string(INQUIRY_MESSAGES.budget).refine((v) => budgets.includes(v), INQUIRY_MESSAGES.budget),
    })
    .superRefine(weddingDateRule(now), { when: () => true })
    .transform((v) => ({ ...inquiryContactOf(v), budget: v.budget }));
};

/**
 * The inquiry form's fields but the budget: the single inquiry's and the multi-send's (inquiry-batch-api.ts,
 * a budget per category). Their date rule is `weddingDateRule`, their output `inquiryContactOf`.
 */
export const inquiryContactFields = {
  name: oneLine('Name', requiredText(INQUIRY_MESSAGES.name, INQUIRY_LIMITS.name)),
  email: emailField(),
  phone: oneLine('Phone', optionalText(INQUIRY_LIMITS.phone)).refine((v) => v === undefined || isPhone(v), INQUIRY_MESSAGES.phone),
  weddingDate: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z.string(INQUIRY_MESSAGES.dateInvalid).refine(isIsoDate, INQUIRY_MESSAGES.dateInvalid).optional(),
  ),
  dateUndecided: z.boolean('Must be true or false').default(false),
  guestCount: guestCountField,
  message: bodyField('Message', INQUIRY_MESSAGES.messageRequired, INQUIRY_LIMITS.messageMin, INQUIRY_MESSAGES.messageTooShort),
  website: z.string().max(INQUIRY_LIMITS.honeypot).optional(),
  formToken: z.string(INQUIRY_MESSAGES.formToken).max(INQUIRY_LIMITS.formToken, INQUIRY_MESSAGES.formToken).optional(),
};

type ContactFields = z.output<z.ZodObject<typeof inquiryContactFields>>;

/**
 * A wedding date (YYYY-MM-DD) or 'not yet', exactly one; not before yesterday in UTC nor more than 5 years
 * ahead. Run with `{ when: () => true }` so it runs even when other fields failed: every problem at once.
 */
export const weddingDateRule =
  (now: () => Date) =>
  (v: Partial<Pick<ContactFields, 'weddingDate' | 'dateUndecided'>> | undefined, ctx: z.RefinementCtx): void => {
    const date = typeof v?.weddingDate === 'string' && isIsoDate(v.weddingDate) ? v.weddingDate : undefined;
    const undecided = v?.dateUndecided === true;
    if (v?.weddingDate === undefined && !undecided) ctx.addIssue({ code: 'custom', path: ['weddingDate'], message: INQUIRY_MESSAGES.dateRequired });
    if (v?.weddingDate !== undefined && undecided) ctx.addIssue({ code: 'custom', path: ['weddingDate'], message: INQUIRY_MESSAGES.dateAndUndecided });
    if (date && !undecided) {
      const at = now();
      if (date < isoDay(new Date(at.getTime() - DAY_MS))) ctx.addIssue({ code: 'custom', path: ['weddingDate'], message: INQUIRY_MESSAGES.datePast });
      const limit = new Date(at);
      limit.setUTCFullYear(limit.getUTCFullYear() + INQUIRY_LIMITS.yearsAhead);
      if (date > isoDay(limit)) ctx.addIssue({ code: 'custom', path: ['weddingDate'], message: INQUIRY_MESSAGES.dateTooFar });
    }
  };

/** The contact fields as the use cases take them: the email lowercased, 'not given' as null. */
export const inquiryContactOf = (v: ContactFields) => ({
  name: v.name,
  email: v.email.toLowerCase(),
  phone: v.phone ?? null,
  weddingDate: v.dateUndecided ? null : (v.weddingDate ?? null),
  dateUndecided: v.dateUndecided,
  guestCount: v.guestCount,
  message: v.message,
  website: v.website ?? '',
  formToken: v.formToken || null,
});

export type InquiryContact = ReturnType<typeof inquiryContactOf>;

export type InquiryInput = z.output<ReturnType<typeof inquirySchema>>;

/** The budget's field message when it is not one of the category's ranges, else null (for the use case). */
export const budgetFieldError = (category: CategorySlug, budget: string): Record<'budget', string> | null =>
  budgetRangesFor(category).some((r) => r.code === budget) ? null : { budget: INQUIRY_MESSAGES.budget };

/** An inquiry as the inbox, the thread page and the sweeps know it. */
export interface Inquiry {
  id: string;
  vendorId: string;
  coupleName: string;
  /** Lowercased; null once the couple deleted the thread. */
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD, or null when the couple has not picked a date. */
  weddingDate: string | null;
  dateUndecided: boolean;
  guestCount: number;
  /** A budget range code of the vendor's category. */
  budget: string;
  status: InquiryStatus;
  closeReason: CloseReason | null;
  state: InquiryState;
  /** Why the spam rules hold it (empty: nothing); kept after a release, for the record. */
  holdReasons: SpamReason[];
  createdAt: Date;
  confirmedAt: Date | null;
  /** When the vendor could first see it (confirmation, or an admin's release): the reply-time clock starts. */
  deliveredAt: Date | null;
  firstRepliedAt: Date | null;
  lastMessageAt: Date;
  lastMessageBy: MessageAuthor;
  reminderSentAt: Date | null;
  vendorReadAt: Date | null;
  /** A couple's message the vendor has not opened yet. */
  vendorUnread: boolean;
  closedAt: Date | null;
  /** Sent with others from the couple's shortlist (issue 39 §3, §5): the inbox marks it 'From a shortlist'. */
  fromShortlist: boolean;
}

export interface InquiryMessage {
  id: string;
  inquiryId: string;
  author: MessageAuthor;
  body: string;
  createdAt: Date;
}

/** A reply the vendor saved to reuse. */
export interface SavedReply {
  id: string;
  vendorId: string;
  title: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

export const SAVED_REPLY_LIMITS = { title: 100, body: 5000, perVendor: 50 } as const;

/** A vendor's reply and a saved reply's fields. */
export const inquiryReplySchema = z.object({ body: bodyField('Reply', 'Reply is required') });
export const savedReplySchema = z.object({
  title: oneLine('Title', requiredText('Title is required', SAVED_REPLY_LIMITS.title)),
  body: bodyField('Reply', 'Reply is required'),
});

/** The couple closes the thread with a reason. */
export const closeInquirySchema = z.object({
  reason: z.enum(CLOSE_REASONS, 'Please choose a reason'),
});

/** Statuses a vendor sets by hand ('Mark as Booked', 'Not Available'); 'replied' follows a reply, 'closed' is the couple's. */
export const VENDOR_SET_STATUSES = ['booked', 'not_available'] as const satisfies readonly InquiryStatus[];

/** Whether the vendor may move an inquiry to `next`: a vendor status, and never out of the couple's 'closed'. */
export const canVendorSetStatus = (current: InquiryStatus, next: InquiryStatus): boolean =>
  current !== 'closed' && (VENDOR_SET_STATUSES as readonly InquiryStatus[]).includes(next);

/** The status after the vendor's reply: a new inquiry becomes 'Replied'; any other keeps its status. */
export const statusAfterVendorReply = (current: InquiryStatus): InquiryStatus => (current === 'new' ? 'replied' : current);
