import { Container } from './Layout';

/** SPEC §2, /auth/verify/{token}: what the login link's page says while the link is checked. */
export const VERIFYING_LOGIN_TITLE = 'Verifying your login...';
export const VERIFYING_LOGIN_TEXT = 'Please wait while we verify your authentication token.';

/** Whether a path is a login link's page (/auth/verify/{token}). */
export const isVerifyLoginPath = (pathname: string): boolean => pathname.startsWith('/auth/verify/');

/**
 * The login link's page while it verifies: drawn by the vendor remote's /auth/verify page and, until that
 * remote has loaded, by the shell in its place, so the link shows these words from the app's first paint
 * to the callback (never 'Loading…'). Shared here, with its styles in styles.css, because the shell draws
 * it before any remote's stylesheet arrives.
 */
export function VerifyingLogin() {
  return (
    <Container className="auth-landing">
      <div className="auth-landing__card" role="status" aria-live="polite">
        {/* The card's words are what a screen reader hears; the spinner only shows that it is working. */}
        <span className="spinner spinner--md" aria-hidden="true" />
        <h1 className="auth-landing__title">{VERIFYING_LOGIN_TITLE}</h1>
        <p className="auth-landing__text">{VERIFYING_LOGIN_TEXT}</p>
      </div>
    </Container>
  );
}
