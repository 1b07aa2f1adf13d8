/**
 * Spam rules for inquiries (issue 17 §3). They never refuse: a rule that matches holds the inquiry for an
 * admin ('Release' delivers it), so a couple caught by mistake loses nothing but time. The same couple
 * writing to many vendors is normal and matches nothing here.
 */

export type SpamReason = 'honeypot' | 'too_fast' | 'no_start_time' | 'bad_form_token' | 'links' | 'spam_pattern';

export const SPAM_REASON_LABELS: Readonly<Record<SpamReason, string>> = {
  honeypot: 'Hidden field filled in',
  too_fast: 'Sent too soon after the form opened',
  no_start_time: 'Sent without the form',
  bad_form_token: 'Form token forged, from the future or over a day old',
  links: 'More than two links',
  spam_pattern: 'Known spam wording',
};

/** Nobody reads a vendor page and writes a 20-character message with a date, guests and a budget this fast. */
export const MIN_FORM_MS = 3_000;
/** A form token older than this holds the inquiry: a form left open overnight still counts, a harvested token stops working. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** More links than this in the name and message hold the inquiry. */
export const MAX_LINKS = 2;

/**
 * Known spam, kept small and specific, so wedding talk never matches (each pattern has a test that a
 * couple's ordinary message passes). Add a line with its reason when a new kind shows up in the held list.
 */
export const SPAM_PATTERNS: ReadonlyArray<{ id: string; why: string; pattern: RegExp }> = [
  { id: 'bbcode-link', why: 'forum-spam link markup', pattern: /\[url=|\[\/url\]/i },
  { id: 'html-link', why: 'HTML link markup in a plain-text form', pattern: /<a\s+href/i },
  {
    id: 'seo-pitch',
    why: 'SEO and backlink sellers',
    pattern: /\b(?:seo|search engine optimi[sz]ation)\b.{0,40}\b(?:services?|ranking|traffic|audit)\b|\bfirst page of google\b|\bbacklinks?\b|\bguest post(?:s|ing)?\s+(?:on|for|opportunit\w*|services?)\b/i,
  },
  { id: 'lead-pitch', why: 'marketing offers to the vendor', pattern: /\b(?:increase|boost|double)\s+(?:your\s+)?(?:sales|leads|revenue|bookings)\b/i },
  { id: 'web-pitch', why: 'web design and app sellers', pattern: /\b(?:web\s?design|website redesign|app development)\s+(?:services?|agency|company|offer)\b/i },
  { id: 'crypto', why: 'crypto and trading schemes', pattern: /\b(?:bitcoin|crypto(?:currency)?|forex|binary options)\b.{0,60}\b(?:invest\w*|profits?|trading|returns?)\b/i },
  { id: 'pharma', why: 'pharmacy spam', pattern: /\b(?:viagra|cialis|levitra|online pharmacy)\b/i },
  { id: 'gambling-loans', why: 'casino and loan spam', pattern: /\b(?:online casino|casino bonus|payday loans?|loan offer)\b/i },
];

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** http(s) and www links, and bare domains with a common top-level domain (email addresses are not links). */
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|ru|cn|xyz|top|site|online|shop|club|link|click)\b(?:\/\S*)?/gi;

export const countLinks = (text: string): number => (text.replace(EMAIL, ' ').match(LINK) ?? []).length;

/** The ids of the known spam patterns the text matches. */
export const spamPatternsIn = (text: string): string[] => SPAM_PATTERNS.filter((p) => p.pattern.test(text)).map((p) => p.id);

export interface SpamCheckInput {
  name: string;
  message: string;
  /** The honeypot: '' from a person. */
  website: string;
  /**
   * When the server issued the form's token as the form opened (ms since the epoch, by the server's own
   * clock); 'missing' when the request carried none, 'invalid' when the server did not sign it (forged,
   * altered, or another form's). The browser's clock is never asked.
   */
  formIssuedAt: number | 'missing' | 'invalid';
}

/**
 * Why this inquiry should be held for an admin; empty: deliver it.
 * - `honeypot`: the hidden field has text (people never see it; form-filling bots fill it).
 * - `too_fast`: sent less than MIN_FORM_MS after the server issued the form's token.
 * - `no_start_time`: no form token at all (a script posting to the API, not the form).
 * - `bad_form_token`: a token the server did not sign, one issued after the inquiry arrived, or one older
 *   than FORM_TOKEN_MAX_AGE_MS.
 * - `links`: more than MAX_LINKS links in the name and message together.
 * - `spam_pattern`: one of SPAM_PATTERNS in the name or message.
 */
export const spamHoldReasons = (input: SpamCheckInput, receivedAt: Date): SpamReason[] => {
  const reasons: SpamReason[] = [];
  if (input.website.trim() !== '') reasons.push('honeypot');
  if (input.formIssuedAt === 'missing') reasons.push('no_start_time');
  else if (input.formIssuedAt === 'invalid') reasons.push('bad_form_token');
  else {
    const elapsed = receivedAt.getTime() - input.formIssuedAt;
    if (elapsed < 0 || elapsed > FORM_TOKEN_MAX_AGE_MS) reasons.push('bad_form_token');
    else if (elapsed < MIN_FORM_MS) reasons.push('too_fast');
  }
  const text = `${input.name}\n${input.message}`;
  if (countLinks(text) > MAX_LINKS) reasons.push('links');
  if (spamPatternsIn(text).length > 0) reasons.push('spam_pattern');
  return reasons;
};

export const isSpamReason = (v: string): v is SpamReason => v in SPAM_REASON_LABELS;

/**
 * Why a couple's later message in a thread should be held for an admin; empty: deliver it. The rules of
 * the text alone apply (`links`, `spam_pattern`): the honeypot and the form's time belong to the first
 * message's form, which was checked when the inquiry came in.
 */
export const messageHoldReasons = (message: string): SpamReason[] => {
  const reasons: SpamReason[] = [];
  if (countLinks(message) > MAX_LINKS) reasons.push('links');
  if (spamPatternsIn(message).length > 0) reasons.push('spam_pattern');
  return reasons;
};
