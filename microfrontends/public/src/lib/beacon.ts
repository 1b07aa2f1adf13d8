import type { EventKind } from '@domain/insights/insights-api';

/**
 * The insights beacon (issue 18 §1): what a visitor did with a listing, sent with navigator.sendBeacon
 * (text/plain, JSON inside; fetch with keepalive where there is none), never waited for and never failing
 * the page. The server counts one per address per vendor per kind per day, and ignores bots. Only the
 * types of the contract are imported, so the public pages' first load gains nothing but this file.
 */

const EVENTS_PATH = (vendorId: string) => `/api/vendors/${encodeURIComponent(vendorId)}/events`;
const APPEARANCES_PATH = '/api/vendors/appearances';
/** listAppearancesBodySchema's maximum. */
const MAX_PER_BEACON = 100;
/** Cards seen on screen are gathered this long, then sent in one beacon (and at once when the page is hidden). */
export const APPEARANCE_BATCH_MS = 3000;

const send = (url: string, body: unknown): void => {
  const data = JSON.stringify(body);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data)) return;
  } catch {
    // A browser may refuse a beacon (a quota); fall back to fetch.
  }
  if (typeof fetch === 'function') void fetch(url, { method: 'POST', body: data, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
};

/** Reports what the visitor did on a vendor's page: a view, the gallery opened, a contact click, a share. */
export const reportEvent = (vendorId: string, kind: EventKind): void => send(EVENTS_PATH(vendorId), { kinds: [kind] });

const reported = new Set<string>();
let pending: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends the gathered list appearances now (the batch timer, pagehide, the tab hidden). */
export const flushAppearances = (): void => {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) send(APPEARANCES_PATH, { vendorIds: pending.splice(0, MAX_PER_BEACON) });
};

const listen = () => {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushAppearances);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAppearances();
  });
};

/** A vendor's card was seen on screen in a list: gathered, sent in a batch. Each card once per page load. */
export const reportAppearance = (vendorId: string): void => {
  if (reported.has(vendorId)) return;
  reported.add(vendorId);
  pending.push(vendorId);
  listen();
  if (pending.length >= MAX_PER_BEACON) flushAppearances();
  else timer ??= setTimeout(flushAppearances, APPEARANCE_BATCH_MS);
};

/** Tests: forget what was reported. */
export const resetBeaconState = (): void => {
  reported.clear();
  pending = [];
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
};

/** The kind of a click on a vendor page's contact links, or null for any other click. */
export const contactKindOf = (target: EventTarget | null): EventKind | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return null;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) return 'call_click';
  if (href.startsWith('mailto:')) return 'email_click';
  if (link.classList.contains('social-link')) return 'social_click';
  if (link.closest('.vendor-contact') && /^https?:/i.test(href)) return 'website_click';
  return null;
};
