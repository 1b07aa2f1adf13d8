import { z } from 'zod';
import { listPaginationSchema, okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { closeInquirySchema, inquiryReplySchema, inquirySchema, savedReplySchema } from './inquiry.ts';
import { CLOSE_REASONS, INQUIRY_STATUSES } from './inquiry-options.ts';

/**
 * The inquiry loop's API (issue 17), declared once as route contracts (ADR 13): the API serves them and the
 * remotes call them with these types. Paths are under /api.
 */

// ---- what the answers carry --------------------------------------------------------------------------

const statusSchema = z.enum(INQUIRY_STATUSES);
const fitHintSchema = z.object({ kind: z.enum(['date', 'guests', 'budget']), tone: z.enum(['good', 'warning', 'unknown']), text: z.string() });

export const inquiryMessageAnswerSchema = z.object({ _id: z.string(), author: z.enum(['couple', 'vendor']), body: z.string(), createdAt: z.string() });

/** The wedding facts both sides see. */
const weddingFactsSchema = z.object({
  coupleName: z.string(),
  weddingDate: z.string().nullable(),
  dateUndecided: z.boolean(),
  guestCount: z.number(),
  budget: z.string(),
  /** The budget range as people read it ('$5,000 – $10,000'). */
  budgetLabel: z.string(),
});

/** One inquiry in the vendor's inbox list. */
export const inboxItemSchema = weddingFactsSchema.extend({
  _id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: statusSchema,
  statusLabel: z.string(),
  /** The couple's first message. */
  message: z.string(),
  receivedAt: z.string(),
  lastMessageAt: z.string(),
  lastMessageBy: z.enum(['couple', 'vendor']),
  unread: z.boolean(),
  fitHints: z.array(fitHintSchema),
  /** Sent with others from the couple's shortlist (issue 39 §5): the inbox tags it 'From a shortlist'. */
  fromShortlist: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** One inquiry opened in the inbox: the list's facts and the whole conversation. */
export const inboxThreadSchema = inboxItemSchema.extend({
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  closeReasonLabel: z.string().nullable(),
  messages: z.array(inquiryMessageAnswerSchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

/** The vendor's median first reply over the last 90 days, with the unanswered count beside it. */
export const replyTimeAnswerSchema = z.object({ medianMinutes: z.number().nullable(), label: z.string().nullable(), answered: z.number(), unanswered: z.number() });

export const inboxSummarySchema = z.object({
  unread: z.number(),
  counts: z.record(statusSchema, z.number()),
  replyTime: replyTimeAnswerSchema,
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/** Where a delivered message goes (InquiryReach in inquiry-words.ts). */
const inquiryReachSchema = z.enum(['owner', 'listing', 'waiting']);

/** The couple's thread page. */
export const coupleThreadSchema = weddingFactsSchema.extend({
  vendor: z.object({ name: z.string(), slug: z.string() }),
  /** Where the couple's next message goes (issue 36): the owner, the business email of a listing without one, or waiting for an owner. */
  reach: inquiryReachSchema,
  status: statusSchema,
  closed: z.boolean(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  messages: z.array(inquiryMessageAnswerSchema),
});
export type CoupleThread = z.infer<typeof coupleThreadSchema>;

export const savedReplyAnswerSchema = z.object({ _id: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() });

export const heldInquirySchema = inboxItemSchema.omit({ fitHints: true, unread: true, fromShortlist: true }).extend({
  vendor: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  holdReasons: z.array(z.string()),
  createdAt: z.string(),
});
export type HeldInquiryAnswer = z.infer<typeof heldInquirySchema>;

/** A couple's later message in a thread that the spam rules hold (the vendor has not seen it). */
export const heldMessageSchema = z.object({
  _id: z.string(),
  inquiryId: z.string(),
  vendor: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  coupleName: z.string(),
  email: z.string().nullable(),
  body: z.string(),
  holdReasons: z.array(z.string()),
  createdAt: z.string(),
});
export type HeldMessageAnswer = z.infer<typeof heldMessageSchema>;

// ---- the couple ----------------------------------------------------------------------------------

/** The header a remembered browser sends its token in (90 days, revocable). */
export const REMEMBERED_BROWSER_HEADER = 'X-Remembered-Browser';

/**
 * GET /api/inquiries/form-token: the inquiry form asks for one as it opens and sends it with the message;
 * the server signed its own time in it (the spam rules' minimum time, ADR 14). Never cached.
 */
export const inquiryFormTokenRoute = defineRoute({ method: 'GET', path: '/inquiries/form-token', answer: okSchema.extend({ formToken: z.string() }) });

/**
 * GET /api/inquiries/reach/{vendor id or slug}: where a message to this listing would go (issue 36), for the
 * message page to say so before it is sent — never the listing's email itself. An inactive listing is a 404.
 */
export const inquiryReachRoute = defineRoute({ method: 'GET', path: '/inquiries/reach/:id', answer: okSchema.extend({ reach: inquiryReachSchema }) });

/** POST /api/vendors/{id}/inquiries: 'Send Message'. */
export const submitInquiryRoute = defineRoute({
  method: 'POST',
  path: '/vendors/:id/inquiries',
  status: 201,
  body: inquirySchema(),
  answer: okMessageSchema.extend({
    /** 'confirm_email': the first inquiry from this browser and email waits for the emailed link; 'sent': it went through. */
    delivery: z.enum(['confirm_email', 'sent']),
    vendorName: z.string(),
    /** Where a sent message went: the owner's inbox, the business email of a listing without an owner, or waiting for an owner (issue 36); null until confirmed. */
    reach: inquiryReachSchema.nullable(),
  }),
});

/** POST /api/inquiries/confirm: the link in 'Confirm your message to {vendor name}' (or 'Confirm your messages to N vendors', issue 39). */
export const confirmInquiryRoute = defineRoute({
  method: 'POST',
  path: '/inquiries/confirm',
  body: z.object({ token: z.string('This link is not valid').min(20, 'This link is not valid').max(200, 'This link is not valid') }),
  answer: okMessageSchema.extend({
    vendor: z.object({ name: z.string(), slug: z.string() }),
    reach: inquiryReachSchema,
    /** The thread page's token (/inquiries/{token}). */
    threadToken: z.string(),
    /** This browser's remembered token, to keep and send with later inquiries; null when the link was opened before. */
    rememberedBrowser: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
    /** Every message the link sent (one, or those of a multi-send), the first as above, each with its thread page's token. */
    vendors: z.array(z.object({ name: z.string(), slug: z.string(), reach: inquiryReachSchema, threadToken: z.string() })),
  }),
});

/** POST /api/inquiries/forget-browser: this browser stops going straight through (its token in the header). */
export const forgetBrowserRoute = defineRoute({ method: 'POST', path: '/inquiries/forget-browser', answer: okMessageSchema });

/** GET /api/inquiries/thread/{token}: the couple's thread page. */
export const coupleThreadRoute = defineRoute({ method: 'GET', path: '/inquiries/thread/:token', answer: okSchema.extend({ thread: coupleThreadSchema }) });

/** POST /api/inquiries/thread/{token}/messages: the couple answers. */
export const coupleMessageRoute = defineRoute({
  method: 'POST',
  path: '/inquiries/thread/:token/messages',
  status: 201,
  body: z.object({ body: inquiryReplySchema.shape.body }),
  answer: okMessageSchema.extend({ thread: coupleThreadSchema }),
});

/** POST /api/inquiries/thread/{token}/close: 'We've booked someone else' / 'Not interested'. */
export const closeThreadRoute = defineRoute({ method: 'POST', path: '/inquiries/thread/:token/close', body: closeInquirySchema, answer: okMessageSchema.extend({ thread: coupleThreadSchema }) });

/** DELETE /api/inquiries/thread/{token}: the couple's personal data and messages are removed. */
export const deleteThreadRoute = defineRoute({ method: 'DELETE', path: '/inquiries/thread/:token', answer: okMessageSchema });

// ---- the vendor's inbox (the listing's owner, or an admin) ---------------------------------------

export const inboxQuerySchema = z.object({
  status: z.enum(INQUIRY_STATUSES, 'Unknown status').optional(),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000, 'Page is too large').default(1),
});

/** GET /api/vendors/{id}/inquiries: newest first, by status, paged. */
export const inboxRoute = defineRoute({
  method: 'GET',
  path: '/vendors/:id/inquiries',
  query: inboxQuerySchema,
  answer: okSchema.extend({ inquiries: z.array(inboxItemSchema), pagination: listPaginationSchema, summary: inboxSummarySchema }),
});

/** GET /api/vendors/{id}/inquiries/summary: the dashboard's unread badge and the reply-time figure. */
export const inboxSummaryRoute = defineRoute({ method: 'GET', path: '/vendors/:id/inquiries/summary', answer: okSchema.extend({ summary: inboxSummarySchema }) });

/** GET /api/vendors/{id}/inquiries/{inquiryId}: opens one (it is read from then on). */
export const inboxThreadRoute = defineRoute({ method: 'GET', path: '/vendors/:id/inquiries/:inquiryId', answer: okSchema.extend({ inquiry: inboxThreadSchema }) });

/** POST /api/vendors/{id}/inquiries/{inquiryId}/replies: 'Send Reply'. */
export const vendorReplyRoute = defineRoute({
  method: 'POST',
  path: '/vendors/:id/inquiries/:inquiryId/replies',
  status: 201,
  body: inquiryReplySchema,
  answer: okMessageSchema.extend({ inquiry: inboxThreadSchema }),
});

/** PUT /api/vendors/{id}/inquiries/{inquiryId}/status: 'Mark as Booked', 'Not Available' (a kind decline for that date, in one click). */
export const inquiryStatusRoute = defineRoute({
  method: 'PUT',
  path: '/vendors/:id/inquiries/:inquiryId/status',
  body: z.object({ status: z.enum(['booked', 'not_available'], 'Please choose Booked or Not Available') }),
  answer: okMessageSchema.extend({ inquiry: inboxThreadSchema }),
});

/** Saved replies: GET and POST /api/vendors/{id}/saved-replies, PUT and DELETE …/{replyId}. */
export const savedRepliesRoute = defineRoute({ method: 'GET', path: '/vendors/:id/saved-replies', answer: okSchema.extend({ replies: z.array(savedReplyAnswerSchema) }) });
export const createSavedReplyRoute = defineRoute({ method: 'POST', path: '/vendors/:id/saved-replies', status: 201, body: savedReplySchema, answer: okMessageSchema.extend({ reply: savedReplyAnswerSchema }) });
export const updateSavedReplyRoute = defineRoute({ method: 'PUT', path: '/vendors/:id/saved-replies/:replyId', body: savedReplySchema, answer: okMessageSchema.extend({ reply: savedReplyAnswerSchema }) });
export const deleteSavedReplyRoute = defineRoute({ method: 'DELETE', path: '/vendors/:id/saved-replies/:replyId', answer: okMessageSchema });

// ---- admins --------------------------------------------------------------------------------------

export const heldQuerySchema = z.object({ page: inboxQuerySchema.shape.page });

/** Inquiries by where they are: waiting for the couple's confirmation, held, delivered, and delivered to an unclaimed listing. */
export const inquiryCountsSchema = z.object({
  pendingConfirmation: z.number(),
  held: z.number(),
  delivered: z.number(),
  waitingForOwner: z.number(),
  /** Couples' later messages in their threads that the spam rules hold. */
  heldMessages: z.number(),
});

/**
 * GET /api/admin/inquiries: inquiries the spam rules held, newest first, by page; the couples' later
 * messages they held (`messages`, the newest 50, whatever the page); and the counts.
 */
export const heldInquiriesRoute = defineRoute({
  method: 'GET',
  path: '/admin/inquiries',
  query: heldQuerySchema,
  answer: okSchema.extend({ inquiries: z.array(heldInquirySchema), messages: z.array(heldMessageSchema), pagination: listPaginationSchema, counts: inquiryCountsSchema }),
});
/** GET /api/admin/inquiries/counts: the admin dashboard's inquiry figures. */
export const inquiryCountsRoute = defineRoute({ method: 'GET', path: '/admin/inquiries/counts', answer: okSchema.extend({ counts: inquiryCountsSchema }) });
/** PUT /api/admin/inquiries/{id}/release: 'Release' delivers it. */
export const releaseInquiryRoute = defineRoute({ method: 'PUT', path: '/admin/inquiries/:id/release', answer: okMessageSchema });
/** DELETE /api/admin/inquiries/{id}: 'Delete' removes a held inquiry. */
export const deleteHeldInquiryRoute = defineRoute({ method: 'DELETE', path: '/admin/inquiries/:id', answer: okMessageSchema });
/** PUT /api/admin/inquiries/messages/{id}/release: 'Release' delivers a couple's held message to the vendor. */
export const releaseHeldMessageRoute = defineRoute({ method: 'PUT', path: '/admin/inquiries/messages/:id/release', answer: okMessageSchema });
/** DELETE /api/admin/inquiries/messages/{id}: 'Delete' removes a couple's held message. */
export const deleteHeldMessageRoute = defineRoute({ method: 'DELETE', path: '/admin/inquiries/messages/:id', answer: okMessageSchema });
