import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestFailureMessage, requestLoginLink } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Container, MailIcon, TextField, usePageTitle } from '@uwd/ui';
import { LOGIN_EMAIL_MAX_LENGTH, REDIRECT_STORAGE_KEY, safeRedirect } from './login-errors';
import type * as LoginSchema from './login-schema';

type Phase = 'form' | 'sending' | 'sent';
type LoginRules = typeof LoginSchema;

// The rules (zod and the domain's login schema, about 20 KB gzip) are not needed to draw the form: they load
// when a link error is to be shown, when the form gets focus, or at the latest when it is sent.
let rulesPromise: Promise<LoginRules> | null = null;
const loadRules = (): Promise<LoginRules> => {
  rulesPromise ??= import('./login-schema').catch((error: unknown) => {
    rulesPromise = null; // try again next time
    throw error;
  });
  return rulesPromise;
};

export function LoginPage() {
  usePageTitle('Vendor Login');
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');
  const [rules, setRules] = useState<LoginRules | null>(null);
  const linkError = rules ? rules.loginErrorMessage(errorCode) : null;
  const redirect = safeRedirect(searchParams.get('redirect'));

  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [sentTo, setSentTo] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Remember where the visitor was going; the login-link landing page sends them back there. It is
  // localStorage, not sessionStorage: the emailed link usually opens in a new tab.
  useEffect(() => {
    if (!redirect) return;
    try {
      localStorage.setItem(REDIRECT_STORAGE_KEY, redirect);
    } catch {
      /* storage unavailable */
    }
  }, [redirect]);

  useEffect(() => {
    if (phase === 'sent') headingRef.current?.focus();
  }, [phase]);

  // A link error (?error=…) is said in the domain's words: fetch them at once.
  useEffect(() => {
    if (errorCode === null || rules) return undefined;
    let live = true;
    loadRules().then(
      (loaded) => {
        if (live) setRules(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [errorCode, rules]);

  const prefetchRules = () => {
    if (!rules) loadRules().then(setRules, () => undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    let loaded: LoginRules;
    try {
      loaded = await loadRules();
    } catch {
      setFormError('An error occurred. Please try again.');
      return;
    }
    setRules(loaded);
    const error = loaded.validateLoginEmail(email);
    if (error) {
      setFieldError(error);
      emailRef.current?.focus();
      return;
    }
    const address = email.trim();
    setPhase('sending');
    try {
      const result = await requestLoginLink(address);
      if (result?.success) {
        setSentTo(address);
        setPhase('sent');
      } else {
        setFormError('Failed to send login link');
        setPhase('form');
      }
    } catch (e) {
      // Too many requests: say so, and when to try again, since "try again" at once would not help.
      setFormError(requestFailureMessage(e, 'An error occurred. Please try again.'));
      setPhase('form');
    }
  };

  if (phase === 'sent') {
    return (
      <div className="auth-page">
        <Container size="narrow">
          <div className="auth-card auth-card--center" role="status">
            <span className="auth-card__icon auth-card__icon--success" aria-hidden="true">
              <MailIcon size={30} />
            </span>
            <h1 ref={headingRef} tabIndex={-1} className="auth-card__title">
              Check Your Inbox!
            </h1>
            <p className="auth-card__lead">
              We sent a login link to <strong className="auth-card__email">{sentTo}</strong>.
            </p>
            <p className="auth-card__note">
              Click the link in the email to sign in. The link expires in 15 minutes and can be used once. If you
              don't see it, check your spam folder.
            </p>
            <div className="button-row button-row--center auth-card__actions">
              <Button variant="outline" onClick={() => setPhase('form')}>
                Send Another Link
              </Button>
              <ButtonLink to="/">Return Home</ButtonLink>
            </div>
          </div>
        </Container>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <Container size="narrow">
        <div className="auth-card">
          <div className="auth-card__header">
            <span className="auth-card__icon" aria-hidden="true">
              <MailIcon size={28} />
            </span>
            <h1 className="auth-card__title">Vendor Login</h1>
            <p className="auth-card__lead">
              Enter the email address for your listing and we'll send you a secure login link. No password needed.
            </p>
          </div>

          {linkError && (
            <Alert tone="error" className="auth-card__alert">
              {linkError}
            </Alert>
          )}
          {formError && (
            <Alert tone="error" className="auth-card__alert">
              {formError}
            </Alert>
          )}

          <form noValidate onSubmit={onSubmit} onFocus={prefetchRules}>
            <TextField
              ref={emailRef}
              label="Email address"
              type="email"
              maxLength={LOGIN_EMAIL_MAX_LENGTH}
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@yourbusiness.com"
              required
              value={email}
              error={fieldError}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <Button type="submit" size="lg" block loading={phase === 'sending'}>
              {phase === 'sending' ? 'Sending...' : 'Send Login Link'}
            </Button>
          </form>

          <div className="auth-card__footer">
            <p>
              New to the directory? <Link to="/apply">Apply to list your business</Link>
            </p>
            <p>
              Already listed but never signed in? <Link to="/claim-listing">Claim your listing</Link>
            </p>
          </div>
        </div>
      </Container>
    </div>
  );
}
