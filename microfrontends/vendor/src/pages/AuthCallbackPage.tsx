import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exchangeLoginCode, isApiError } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { Container, ShieldCheckIcon, Spinner, usePageTitle } from '@uwd/ui';
import { REDIRECT_STORAGE_KEY, safeRedirect } from './login-errors';

type Phase = 'processing' | 'success' | 'error';

/** SPEC §9: redirect 2 s after success, 3 s after a failure. */
const SUCCESS_DELAY_MS = 2000;
const FAILURE_DELAY_MS = 3000;

const takeStoredRedirect = (): string | null => {
  try {
    const value = safeRedirect(localStorage.getItem(REDIRECT_STORAGE_KEY));
    localStorage.removeItem(REDIRECT_STORAGE_KEY);
    return value;
  } catch {
    return null;
  }
};

/**
 * /auth/callback?session_token=…: the login link's landing. The one-time code in the query is traded
 * for a session; then to the page the visitor was going to, else the dashboard (SPEC §2, §4).
 */
export function AuthCallbackPage() {
  usePageTitle('Logging you in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useAuthStore((s) => s.login);
  const [phase, setPhase] = useState<Phase>('processing');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('session_token');
    // The code is single-use: take it out of the address bar and history at once.
    window.history.replaceState(null, '', '/auth/callback');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: 'invalid_link' | 'rate_limited' | 'server_error') => {
      setPhase('error');
      timer = setTimeout(() => navigate(`/login?error=${error}`, { replace: true }), FAILURE_DELAY_MS);
    };
    if (!code) {
      fail('invalid_link');
      return;
    }
    (async () => {
      try {
        const { token } = await exchangeLoginCode(code);
        const user = await login(token);
        if (!user) return fail('invalid_link');
        setPhase('success');
        const destination = takeStoredRedirect() ?? (user.isAdmin && !user.vendorId ? '/admin' : '/vendor/dashboard');
        timer = setTimeout(() => navigate(destination, { replace: true }), SUCCESS_DELAY_MS);
      } catch (e) {
        fail(isApiError(e) && e.status === 429 ? 'rate_limited' : isApiError(e) && e.status < 500 ? 'invalid_link' : 'server_error');
      }
    })();
    return () => clearTimeout(timer);
  }, []);

  return (
    <Container className="auth-landing">
      <div className="auth-landing__card" role="status" aria-live="polite">
        {phase === 'processing' && (
          <>
            <Spinner />
            <h1 className="auth-landing__title">Logging you in...</h1>
            <p className="auth-landing__text">One moment while we open your dashboard.</p>
          </>
        )}
        {phase === 'success' && (
          <>
            <span className="auth-landing__icon auth-landing__icon--ok" aria-hidden="true">
              <ShieldCheckIcon size={28} />
            </span>
            <h1 className="auth-landing__title">You're logged in!</h1>
            <p className="auth-landing__text">Taking you to your dashboard...</p>
          </>
        )}
        {phase === 'error' && (
          <>
            <span className="auth-landing__icon auth-landing__icon--error" aria-hidden="true">
              !
            </span>
            <h1 className="auth-landing__title">We couldn't log you in</h1>
            <p className="auth-landing__text">Taking you back to the login page...</p>
          </>
        )}
      </div>
    </Container>
  );
}
