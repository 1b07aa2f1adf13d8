import { REMEMBERED_BROWSER_HEADER } from '@domain/inquiries/inquiry-api';

/**
 * The remembered-browser token (issue 17): kept in localStorage after a confirmed email, sent with later
 * inquiries in the X-Remembered-Browser header so they go straight through; forgotten on request or expiry.
 */
export const REMEMBERED_BROWSER_KEY = 'uwd.inquiries.browser';

export interface RememberedBrowser {
  token: string;
  /** ISO time. */
  expiresAt: string;
}

const isRemembered = (v: unknown): v is RememberedBrowser =>
  !!v && typeof v === 'object' && typeof (v as RememberedBrowser).token === 'string' && typeof (v as RememberedBrowser).expiresAt === 'string';

/** The stored token while it is still valid; an expired or unreadable one is removed. */
export function readRememberedBrowser(now = Date.now()): RememberedBrowser | null {
  try {
    const raw = globalThis.localStorage?.getItem(REMEMBERED_BROWSER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isRemembered(parsed) && Date.parse(parsed.expiresAt) > now) return parsed;
    globalThis.localStorage?.removeItem(REMEMBERED_BROWSER_KEY);
  } catch {
    /* storage unavailable or unreadable: nothing remembered */
  }
  return null;
}

export function storeRememberedBrowser(value: RememberedBrowser | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(REMEMBERED_BROWSER_KEY);
  } catch {
    /* storage unavailable: the next inquiry simply asks to confirm again */
  }
}

/** The header to send, when this browser is remembered. */
export const rememberedBrowserHeaders = (): Record<string, string> | undefined => {
  const remembered = readRememberedBrowser();
  return remembered ? { [REMEMBERED_BROWSER_HEADER]: remembered.token } : undefined;
};
