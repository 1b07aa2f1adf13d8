import type { z } from 'zod';
import type { CategorySlug } from '../../../domain/categories/category.ts';
import { formatDuration, type ReplyTimeSummary } from '../../../domain/inquiries/timing.ts';
import { budgetLabel, CLOSE_REASON_LABELS, INQUIRY_STATUS_LABELS } from '../../../domain/inquiries/inquiry-options.ts';
import type { Inquiry, InquiryMessage, SavedReply } from '../../../domain/inquiries/inquiry.ts';
import type { FitHint } from '../../../domain/inquiries/fit-hints.ts';
import type { CoupleThread, HeldInquiryAnswer, HeldMessageAnswer, InboxItem, InboxSummary, InboxThread, savedReplyAnswerSchema } from '../../../domain/inquiries/inquiry-api.ts';
import type { InboxSummary as InboxSummaryFacts } from '../../../application/inquiries/vendor-inbox.ts';
import type { CoupleThreadView } from '../../../application/inquiries/couple-thread.ts';
import type { HeldInquiry, HeldMessage, InquiryWithMessage } from '../../../application/ports/inquiry-repository.ts';
import { toRefDto } from './vendor-dto.ts';

const toMessageDto = (m: InquiryMessage): InboxThread['messages'][number] => ({ _id: m.id, author: m.author, body: m.body, createdAt: m.createdAt.toISOString() });

const weddingFacts = (i: Inquiry, category: CategorySlug) => ({
  coupleName: i.coupleName,
  weddingDate: i.weddingDate,
  dateUndecided: i.dateUndecided,
  guestCount: i.guestCount,
  budget: i.budget,
  budgetLabel: budgetLabel(category, i.budget),
});

const listFacts = (i: Inquiry, message: string, category: CategorySlug) => ({
  ...weddingFacts(i, category),
  _id: i.id,
  email: i.email,
  phone: i.phone,
  status: i.status,
  statusLabel: INQUIRY_STATUS_LABELS[i.status],
  message,
  receivedAt: (i.deliveredAt ?? i.createdAt).toISOString(),
  lastMessageAt: i.lastMessageAt.toISOString(),
  lastMessageBy: i.lastMessageBy,
  fromShortlist: i.fromShortlist,
});

export const toInboxItemDto = (i: InquiryWithMessage & { fitHints: FitHint[] }, category: CategorySlug): InboxItem => ({
  ...listFacts(i, i.message, category),
  unread: i.vendorUnread,
  fitHints: i.fitHints,
});

export const toInboxThreadDto = (o: { inquiry: Inquiry; firstMessage: string; messages: InquiryMessage[]; fitHints: FitHint[] }, category: CategorySlug): InboxThread => ({
  ...listFacts(o.inquiry, o.firstMessage, category),
  unread: o.inquiry.vendorUnread,
  fitHints: o.fitHints,
  closeReason: o.inquiry.closeReason,
  closeReasonLabel: o.inquiry.closeReason ? CLOSE_REASON_LABELS[o.inquiry.closeReason] : null,
  messages: o.messages.map(toMessageDto),
});

const toReplyTimeDto = (r: ReplyTimeSummary): InboxSummary['replyTime'] => ({
  medianMinutes: r.medianMs === null ? null : Math.round(r.medianMs / 60_000),
  label: r.medianMs === null ? null : formatDuration(r.medianMs),
  answered: r.answered,
  unanswered: r.unanswered,
});

export const toInboxSummaryDto = (s: InboxSummaryFacts): InboxSummary => ({ unread: s.unread, counts: s.counts, replyTime: toReplyTimeDto(s.replyTime) });

export const toCoupleThreadDto = (v: CoupleThreadView): CoupleThread => ({
  ...weddingFacts(v.inquiry, v.vendor.category),
  vendor: { name: v.vendor.name, slug: v.vendor.slug },
  reach: v.reach,
  status: v.inquiry.status,
  closed: v.inquiry.status === 'closed',
  closeReason: v.inquiry.closeReason,
  messages: v.messages.map(toMessageDto),
});

export const toSavedReplyDto = (r: SavedReply): z.infer<typeof savedReplyAnswerSchema> => ({ _id: r.id, title: r.title, body: r.body, updatedAt: r.updatedAt.toISOString() });

/** A held inquiry for the admins, with its vendor and why the spam rules held it. */
export const toHeldInquiryDto = (h: HeldInquiry): HeldInquiryAnswer => {
  const { fromShortlist: _vendorsMark, ...facts } = listFacts(h, h.message, h.vendor.category);
  return { ...facts, vendor: toRefDto(h.vendor), holdReasons: h.holdReasons, createdAt: h.createdAt.toISOString() };
};

/** A couple's held message for the admins, with its thread's couple and vendor and why it was held. */
export const toHeldMessageDto = (m: HeldMessage): HeldMessageAnswer => ({
  _id: m.id,
  inquiryId: m.inquiryId,
  vendor: toRefDto(m.vendor),
  coupleName: m.coupleName,
  email: m.email,
  body: m.body,
  holdReasons: m.holdReasons,
  createdAt: m.createdAt.toISOString(),
});
