/** Only same-site paths are remembered as a post-login destination. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const REDIRECT_STORAGE_KEY = 'uwd.auth.redirect';

/**
 * The longest email the form takes: the domain's EMAIL_MAX_LENGTH (domain/shared/text-fields.ts). Repeated
 * here because importing that module brings zod into the page's first load; LoginPage.test.tsx checks that
 * the two agree.
 */
export const LOGIN_EMAIL_MAX_LENGTH = 191;
