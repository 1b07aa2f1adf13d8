/**
 * What never reaches a log line in clear: secrets (tokens, passwords, login codes, cookies, card data) and
 * email addresses. Pure functions, so the rules are tested on their own (log-redaction.test.ts) and the
 * logger adapter only applies them.
 */

export const REDACTED = '[redacted]';

/**
 * Field names whose values are dropped whatever they hold: anything with token, password, secret,
 * authorization, cookie, card or cvc/cvv in its name, and the login code (`code`, `authCode`, `login_code`).
 * Other `…Code` fields (statusCode, zipCode) stay.
 */
const SENSITIVE_KEY = /token|passw(or)?d|secret|authori[sz]ation|cookie|card|cvc|cvv|^(auth|login)?_?code$/i;

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEY.test(key);

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** "jane.doe@example.com" → "j***@example.com": enough to tell domains apart, never the mailbox. */
export const maskEmail = (email: string): string => email.replace(EMAIL, '$1***@$2');

/**
 * The login link's token in a path (not a route pattern such as /api/auth/verify/:token), and token or
 * code query parameters, in any text (URLs, errors).
 */
const TOKEN_IN_PATH = /(\/auth\/verify\/)(?!:)[^\s/?#"'&]+/g;
const TOKEN_IN_QUERY = /([?&](?:session_token|token|code)=)[^\s&#"']+/gi;

/** Every email address in `text` masked, and login tokens and codes inside URLs redacted. */
export const scrubText = (text: string): string =>
  maskEmail(text).replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);

const MAX_DEPTH = 6;

/**
 * A copy of `value` fit for a log line: sensitive fields replaced by "[redacted]", every string scrubbed
 * (emails masked, tokens in URLs redacted), errors turned into their name, message and stack. Plain objects
 * and arrays are walked to a depth of 6; deeper values are replaced by "[too deep]".
 */
export const redactLogValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) {
    return { name: value.name, message: scrubText(value.message), ...(value.stack ? { stack: scrubText(value.stack) } : {}) };
  }
  if (Array.isArray(value)) return value.map((v) => redactLogValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSensitiveKey(k) ? REDACTED : redactLogValue(v, depth + 1);
  return out;
};

/** The fields of one log call, redacted (see redactLogValue). */
export const redactLogFields = (fields: Record<string, unknown> | undefined): Record<string, unknown> =>
  fields ? (redactLogValue(fields) as Record<string, unknown>) : {};
