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
    globalThis.localStorage?.removeItem(REMEMBERED_CONTACT_KEY);
  } catch {
    /* storage unavailable or unreadable: nothing remembered */
  }
  return null;
}

export function storeRememberedBrowser(value: RememberedBrowser | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify(value));
    else {
      // Forgotten: the name and email kept with it go too.
      globalThis.localStorage?.removeItem(REMEMBERED_BROWSER_KEY);
      globalThis.localStorage?.removeItem(REMEMBERED_CONTACT_KEY);
      globalThis.localStorage?.removeItem(PENDING_CONTACT_KEY);
    }
  } catch {
    /* storage unavailable: the next inquiry simply asks to confirm again */
  }
}

/** The header to send, when this browser is remembered. */
export const rememberedBrowserHeaders = (): Record<string, string> | undefined => {
  const remembered = readRememberedBrowser();
  return remembered ? { [REMEMBERED_BROWSER_HEADER]: remembered.token } : undefined;
};

/**
 * The couple's name and email, as they typed them in the message form (issue 36): a remembered browser's
 * form starts with them. Kept only with the remembered token — after the confirmation link was opened in
 * this browser (PENDING_CONTACT_KEY until then), or when a message went straight through — and dropped
 * with it ('Forget this browser', expiry). Nothing else the couple typed is kept.
 */
export const REMEMBERED_CONTACT_KEY = 'uwd.inquiries.contact';
/** The name and email of a message waiting for its confirmation link, kept until it is opened here. */
export const PENDING_CONTACT_KEY = 'uwd.inquiries.pending-contact';

export interface CoupleContact {
  name: string;
  email: string;
}

const isContact = (v: unknown): v is CoupleContact =>
  !!v && typeof v === 'object' && typeof (v as CoupleContact).name === 'string' && typeof (v as CoupleContact).email === 'string';

const readContact = (key: string): CoupleContact | null => {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isContact(parsed) ? { name: parsed.name, email: parsed.email } : null;
  } catch {
    return null;
  }
};

const writeContact = (key: string, contact: CoupleContact | null): void => {
  try {
    if (contact) globalThis.localStorage?.setItem(key, JSON.stringify({ name: contact.name, email: contact.email }));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    /* storage unavailable: the form simply starts empty */
  }
};

/** The name and email to start the form with: only while this browser is remembered. */
export function readRememberedContact(): CoupleContact | null {
  return readRememberedBrowser() ? readContact(REMEMBERED_CONTACT_KEY) : null;
}

/**
 * After a message was sent: straight through from a remembered browser, its name and email are kept for
 * the next form; waiting for the confirmation email, they wait for the link to be opened in this browser.
 */
export function keepContactOf(contact: CoupleContact, delivery: 'sent' | 'confirm_email'): void {
  if (delivery === 'confirm_email') writeContact(PENDING_CONTACT_KEY, contact);
  else if (readRememberedBrowser()) writeContact(REMEMBERED_CONTACT_KEY, contact);
}

/** The confirmation link was opened here and this browser is now remembered: the waiting name and email are kept. */
export function rememberPendingContact(): void {
  const pending = readContact(PENDING_CONTACT_KEY);
  writeContact(PENDING_CONTACT_KEY, null);
  if (pending && readRememberedBrowser()) writeContact(REMEMBERED_CONTACT_KEY, pending);
}
