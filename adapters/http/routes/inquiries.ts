import { Hono, type Context } from 'hono';
import { ConfirmInquiry, ForgetBrowser } from '../../../application/inquiries/confirm-inquiry.ts';
import { CloseCoupleThread, DeleteCoupleThread, GetCoupleThread, PostCoupleMessage } from '../../../application/inquiries/couple-thread.ts';
import { DeleteHeldInquiry, DeleteHeldMessage, GetInquiryCounts, ListHeldInquiries, ReleaseHeldMessage, ReleaseInquiry } from '../../../application/inquiries/moderate-inquiries.ts';
import { GetInquiryReach, IssueInquiryFormToken, SubmitInquiry } from '../../../application/inquiries/submit-inquiry.ts';
import { SubmitInquiryBatch } from '../../../application/inquiries/submit-inquiry-batch.ts';
import { GetInboxSummary, ListInbox, ManageSavedReplies, OpenInquiry, ReplyToInquiry } from '../../../application/inquiries/vendor-inbox.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/inquiries/inquiry-api.ts';
import { submitInquiryBatchRoute } from '../../../domain/inquiries/inquiry-batch-api.ts';
import { INQUIRY_BATCH_ALREADY_SENT, INQUIRY_BATCH_CONFIRM_MESSAGE, INQUIRY_BATCH_SENT_MESSAGE } from '../../../domain/inquiries/inquiry-batch-words.ts';
import { INQUIRY_CONFIRM_MESSAGE, inquiryReleasedMessage, inquirySentMessage } from '../../../domain/inquiries/inquiry-words.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { clientIp, currentUser, requireAdmin, requireUser, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';
import { toListPaginationDto } from '../dto/admin-dto.ts';
import { toCoupleThreadDto, toHeldInquiryDto, toHeldMessageDto, toInboxItemDto, toInboxSummaryDto, toInboxThreadDto, toSavedReplyDto } from '../dto/inquiry-dto.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const INQUIRY_USE_CASES = {
  issueFormToken: IssueInquiryFormToken,
  getInquiryReach: GetInquiryReach,
  submitInquiry: SubmitInquiry,
  submitInquiryBatch: SubmitInquiryBatch,
  confirmInquiry: ConfirmInquiry,
  forgetBrowser: ForgetBrowser,
  getCoupleThread: GetCoupleThread,
  postCoupleMessage: PostCoupleMessage,
  closeCoupleThread: CloseCoupleThread,
  deleteCoupleThread: DeleteCoupleThread,
  listInbox: ListInbox,
  getInboxSummary: GetInboxSummary,
  openInquiry: OpenInquiry,
  replyToInquiry: ReplyToInquiry,
  savedReplies: ManageSavedReplies,
  listHeldInquiries: ListHeldInquiries,
  getInquiryCounts: GetInquiryCounts,
  releaseInquiry: ReleaseInquiry,
  deleteHeldInquiry: DeleteHeldInquiry,
  releaseHeldMessage: ReleaseHeldMessage,
  deleteHeldMessage: DeleteHeldMessage,
};

export interface InquiryRouteOptions {
  trustProxy: boolean;
}

/** Private reads: never stored by a browser or a proxy. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * The inquiry loop (issue 17), each route served from its contract in domain/inquiries/inquiry-api.ts.
 * Mounted at /api: the couple's routes are public (the emailed link is the key), the inbox is the listing
 * owner's, the held list the admins'.
 */
export const inquiryRoutes = (use: UseCases, options: InquiryRouteOptions) => {
  const u = resolveAll(use, INQUIRY_USE_CASES);
  const r = new Hono<AuthEnv>();

  // ---- the couple ----
  serve(r, api.inquiryFormTokenRoute, async (c) => {
    // A new token each time the form opens: no browser, proxy or read cache may keep one.
    privately(c);
    return { success: true, formToken: u.issueFormToken.execute() };
  });
  serve(r, api.inquiryReachRoute, async (c, { params }) => {
    // Whether the listing has an owner changes with a claim: never kept by a browser or a proxy.
    privately(c);
    return { success: true, reach: await u.getInquiryReach.execute(params.id) };
  });
  serve(r, api.submitInquiryRoute, async (c, { params, body }) => {
    const rememberedToken = c.req.header(api.REMEMBERED_BROWSER_HEADER)?.slice(0, 200) || null;
    const sent = await u.submitInquiry.execute(params.id, body, { ip: clientIp(c, options.trustProxy), rememberedToken });
    const message = sent.reach ? inquirySentMessage(sent.vendorName, sent.reach) : INQUIRY_CONFIRM_MESSAGE(sent.vendorName);
    return { success: true, message, delivery: sent.delivery, vendorName: sent.vendorName, reach: sent.reach };
  });
  serve(r, submitInquiryBatchRoute, async (c, { body }) => {
    const rememberedToken = c.req.header(api.REMEMBERED_BROWSER_HEADER)?.slice(0, 200) || null;
    const done = await u.submitInquiryBatch.execute(body, { ip: clientIp(c, options.trustProxy), rememberedToken });
    const [one] = done.sent;
    const count = done.sent.length;
    const message =
      count === 1
        ? one!.reach
          ? inquirySentMessage(one!.vendor.name, one!.reach)
          : INQUIRY_CONFIRM_MESSAGE(one!.vendor.name)
        : done.delivery === 'sent'
          ? INQUIRY_BATCH_SENT_MESSAGE(count)
          : INQUIRY_BATCH_CONFIRM_MESSAGE(count);
    return {
      success: true,
      message,
      delivery: done.delivery,
      vendors: done.sent.map((s) => ({ _id: s.vendor.id, name: s.vendor.name, slug: s.vendor.slug, reach: s.reach })),
    };
  });
  serve(r, api.confirmInquiryRoute, async (_c, { body }) => {
    const done = await u.confirmInquiry.execute(body.token);
    const count = done.messages.length;
    const sentMessage = count === 1 ? inquirySentMessage(done.vendor.name, done.reach) : INQUIRY_BATCH_SENT_MESSAGE(count);
    const alreadySent = count === 1 ? `Your message to ${done.vendor.name} was already sent.` : INQUIRY_BATCH_ALREADY_SENT(count);
    return {
      success: true,
      message: done.confirmedNow ? sentMessage : alreadySent,
      vendor: done.vendor,
      reach: done.reach,
      threadToken: done.threadToken,
      rememberedBrowser: done.rememberedBrowser ? { token: done.rememberedBrowser.token, expiresAt: done.rememberedBrowser.expiresAt.toISOString() } : null,
      vendors: done.messages.map((m) => ({ name: m.vendor.name, slug: m.vendor.slug, reach: m.reach, threadToken: m.threadToken })),
    };
  });
  serve(r, api.forgetBrowserRoute, async (c) => {
    await u.forgetBrowser.execute(c.req.header(api.REMEMBERED_BROWSER_HEADER)?.slice(0, 200) || null);
    return { success: true, message: 'This browser will ask you to confirm your email next time.' };
  });
  serve(r, api.coupleThreadRoute, async (c, { params }) => {
    privately(c);
    return { success: true, thread: toCoupleThreadDto(await u.getCoupleThread.execute(params.token)) };
  });
  serve(r, api.coupleMessageRoute, async (c, { params, body }) => {
    const view = await u.postCoupleMessage.execute(params.token, body.body, { ip: clientIp(c, options.trustProxy) });
    // The truth for a listing without an owner (issue 36), as for the first message.
    return { success: true, message: view.reach === 'owner' ? 'Message sent.' : inquirySentMessage(view.vendor.name, view.reach), thread: toCoupleThreadDto(view) };
  });
  serve(r, api.closeThreadRoute, async (_c, { params, body }) => ({
    success: true,
    message: 'Conversation closed. We let the vendor know.',
    thread: toCoupleThreadDto(await u.closeCoupleThread.execute(params.token, body.reason)),
  }));
  serve(r, api.deleteThreadRoute, async (_c, { params }) => {
    await u.deleteCoupleThread.execute(params.token);
    return { success: true, message: 'Conversation deleted. Your name, email, phone and messages are gone.' };
  });

  // ---- the listing owner's inbox ----
  serve(
    r,
    api.inboxSummaryRoute,
    async (c, { params }) => {
      privately(c);
      return { success: true, summary: toInboxSummaryDto(await u.getInboxSummary.execute(currentUser(c), params.id)) };
    },
    requireUser,
  );
  serve(
    r,
    api.inboxRoute,
    async (c, { params, query }) => {
      privately(c);
      const inbox = await u.listInbox.execute(currentUser(c), params.id, query);
      const { page } = inbox;
      return {
        success: true,
        inquiries: page.items.map((i) => toInboxItemDto(i, inbox.vendor.category.slug)),
        pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)),
        summary: toInboxSummaryDto(inbox.summary),
      };
    },
    requireUser,
  );
  serve(
    r,
    api.inboxThreadRoute,
    async (c, { params }) => {
      privately(c);
      const o = await u.openInquiry.execute(currentUser(c), params.id, params.inquiryId);
      return { success: true, inquiry: toInboxThreadDto(o, o.vendor.category.slug) };
    },
    requireUser,
  );
  serve(
    r,
    api.vendorReplyRoute,
    async (c, { params, body }) => {
      const o = await u.replyToInquiry.execute(currentUser(c), params.id, params.inquiryId, { body: body.body });
      return { success: true, message: 'Reply sent.', inquiry: toInboxThreadDto(o, o.vendor.category.slug) };
    },
    requireUser,
  );
  serve(
    r,
    api.inquiryStatusRoute,
    async (c, { params, body }) => {
      const o = await u.replyToInquiry.execute(currentUser(c), params.id, params.inquiryId, { status: body.status });
      const message = body.status === 'booked' ? 'Marked as booked.' : 'Marked as not available. We sent the couple your kind note.';
      return { success: true, message, inquiry: toInboxThreadDto(o, o.vendor.category.slug) };
    },
    requireUser,
  );
  serve(
    r,
    api.savedRepliesRoute,
    async (c, { params }) => {
      privately(c);
      return { success: true, replies: (await u.savedReplies.list(currentUser(c), params.id)).map(toSavedReplyDto) };
    },
    requireUser,
  );
  serve(
    r,
    api.createSavedReplyRoute,
    async (c, { params, body }) => ({ success: true, message: 'Reply saved.', reply: toSavedReplyDto(await u.savedReplies.create(currentUser(c), params.id, body)) }),
    requireUser,
  );
  serve(
    r,
    api.updateSavedReplyRoute,
    async (c, { params, body }) => ({ success: true, message: 'Reply saved.', reply: toSavedReplyDto(await u.savedReplies.update(currentUser(c), params.id, params.replyId, body)) }),
    requireUser,
  );
  serve(
    r,
    api.deleteSavedReplyRoute,
    async (c, { params }) => {
      await u.savedReplies.remove(currentUser(c), params.id, params.replyId);
      return { success: true, message: 'Saved reply deleted.' };
    },
    requireUser,
  );

  // ---- admins ----
  serve(
    r,
    api.heldInquiriesRoute,
    async (c, { query }) => {
      privately(c);
      const { page, messages, counts } = await u.listHeldInquiries.execute(query.page);
      return {
        success: true,
        inquiries: page.items.map(toHeldInquiryDto),
        messages: messages.map(toHeldMessageDto),
        pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)),
        counts,
      };
    },
    requireAdmin,
  );
  serve(
    r,
    api.inquiryCountsRoute,
    async (c) => {
      privately(c);
      return { success: true, counts: await u.getInquiryCounts.execute() };
    },
    requireAdmin,
  );
  serve(
    r,
    api.releaseInquiryRoute,
    async (_c, { params }) => {
      const released = await u.releaseInquiry.execute(params.id);
      return { success: true, message: inquiryReleasedMessage(released.vendorName, released.reach) };
    },
    requireAdmin,
  );
  serve(
    r,
    api.deleteHeldInquiryRoute,
    async (_c, { params }) => {
      await u.deleteHeldInquiry.execute(params.id);
      return { success: true, message: 'Inquiry deleted.' };
    },
    requireAdmin,
  );
  serve(
    r,
    api.releaseHeldMessageRoute,
    async (_c, { params }) => {
      const released = await u.releaseHeldMessage.execute(params.id);
      return { success: true, message: released.reach === 'owner' ? 'Released. The vendor has the message now.' : inquiryReleasedMessage(released.vendorName, released.reach) };
    },
    requireAdmin,
  );
  serve(
    r,
    api.deleteHeldMessageRoute,
    async (_c, { params }) => {
      await u.deleteHeldMessage.execute(params.id);
      return { success: true, message: 'Message deleted.' };
    },
    requireAdmin,
  );
  return r;
};
