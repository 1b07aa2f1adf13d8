import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exchangeLoginCode, isApiError } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { Button, ButtonLink, Container, ShieldCheckIcon, Spinner, usePageTitle } from '@uwd/ui';
import { REDIRECT_STORAGE_KEY, safeRedirect } from './login-errors';

type Phase = 'processing' | 'confirm' | 'success' | 'error';

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
 * for a session; then to the page the visitor was going to, else the dashboard (SPEC §2, §4). In another
 * browser than the one that asked for the link (the mail opened on a phone, or someone else's link planted
 * here), the page first asks 'Sign in as {email}?' and signs in only after a click (ADR 10).
 */
export function AuthCallbackPage() {
  usePageTitle('Logging you in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useAuthStore((s) => s.login);
  const [phase, setPhase] = useState<Phase>('processing');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const started = useRef(false);
  const code = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const confirmRef = useRef<HTMLHeadingElement>(null);

  const fail = (error: 'invalid_link' | 'rate_limited' | 'server_error') => {
    setPhase('error');
    timer.current = setTimeout(() => navigate(`/login?error=${error}`, { replace: true }), FAILURE_DELAY_MS);
  };
  const failFrom = (e: unknown) => fail(isApiError(e) && e.status === 429 ? 'rate_limited' : isApiError(e) && e.status < 500 ? 'invalid_link' : 'server_error');

  const signInWith = async (token: string) => {
    const user = await login(token);
    if (!user) return fail('invalid_link');
    setPhase('success');
    const destination = takeStoredRedirect() ?? (user.isAdmin && !user.vendorId ? '/admin' : '/vendor/dashboard');
    timer.current = setTimeout(() => navigate(destination, { replace: true }), SUCCESS_DELAY_MS);
  };

  const onConfirm = async () => {
    if (!code.current || confirming) return;
    setConfirming(true);
    try {
      const result = await exchangeLoginCode(code.current, { confirm: true });
      if (result.kind !== 'signed-in') return fail('invalid_link');
      await signInWith(result.token);
    } catch (e) {
      failFrom(e);
    }
  };

  useEffect(() => {
    if (phase === 'confirm') confirmRef.current?.focus();
  }, [phase]);

  // Reads the code from the address once, when the page opens (the latest params and callbacks).
  const start = useEffectEvent(() => {
    code.current = params.get('session_token');
    // The code is single-use: take it out of the address bar and history at once.
    window.history.replaceState(null, '', '/auth/callback');
    if (!code.current) {
      fail('invalid_link');
      return;
    }
    (async () => {
      try {
        const result = await exchangeLoginCode(code.current!);
        if (result.kind === 'confirmation-required') {
          setConfirmEmail(result.email);
          setPhase('confirm');
          return;
        }
        await signInWith(result.token);
      } catch (e) {
        failFrom(e);
      }
    })();
  });

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      start();
    }
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <Container className="auth-landing">
      <div className="auth-landing__card" role={phase === 'confirm' ? undefined : 'status'} aria-live="polite">
        {phase === 'confirm' && (
          <>
            <h1 ref={confirmRef} tabIndex={-1} className="auth-landing__title">
              Sign in as {confirmEmail}?
            </h1>
            <p className="auth-landing__text">This login link was asked for in another browser. Sign in here only if it is your account.</p>
            <div className="auth-landing__actions">
              <Button onClick={() => void onConfirm()} loading={confirming}>
                Sign in
              </Button>
              <ButtonLink to="/login" variant="outline">
                Cancel
              </ButtonLink>
            </div>
          </>
        )}
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
