import { callRoute, isApiError } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { inboxRoute, inboxSummaryRoute, inboxThreadRoute, savedRepliesRoute } from '@domain/inquiries/inquiry-api';
import type { InquiryStatus } from '@domain/inquiries/inquiry-options';

/** What the inbox screens need from a failed call: a 403 is 'Access Denied', anything else a retry. */
export const isDenied = (error: unknown): boolean => isApiError(error) && error.status === 403;
export const isMissing = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The server's words for a refused action (e.g. a 409), else the fallback. */
export const failureMessage = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.status < 500 && error.apiError?.message) || fallback;

/** The dashboard's unread badge; a failure shows no badge (the link still works). */
export function useInboxSummary(vendorId: string) {
  return useResource(`inbox-summary|${vendorId}`, (signal) => callRoute(inboxSummaryRoute, { params: { id: vendorId }, signal, cache: 'no-store' }));
}

/** One page of the inbox, by status ('all': every status), with the summary (counts, reply time). */
export function useInbox(vendorId: string, status: InquiryStatus | 'all', page: number) {
  return useResource(
    `inbox|${vendorId}|${status}|${page}`,
    (signal) => callRoute(inboxRoute, { params: { id: vendorId }, query: { page, ...(status === 'all' ? {} : { status }) }, signal, cache: 'no-store' }),
    { keepPrevious: true },
  );
}

/** One inquiry opened (it counts as read from then on). */
export function useInboxThread(vendorId: string, inquiryId: string) {
  return useResource(`inbox-thread|${vendorId}|${inquiryId}`, (signal) =>
    callRoute(inboxThreadRoute, { params: { id: vendorId, inquiryId }, signal, cache: 'no-store' }).then((a) => a.inquiry),
  );
}

/** The vendor's saved replies. */
export function useSavedReplies(vendorId: string) {
  return useResource(`saved-replies|${vendorId}`, (signal) =>
    callRoute(savedRepliesRoute, { params: { id: vendorId }, signal, cache: 'no-store' }).then((a) => a.replies),
  );
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 25, 2026, 3:07 PM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '5 minutes ago', 'yesterday', else the date and time. */
export function receivedText(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 1) return 'just now';
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return relative.format(days, 'day');
  return formatDateTime(iso);
}

/** '1 guest', '120 guests'. */
export const guestsText = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'guest' : 'guests'}`;
