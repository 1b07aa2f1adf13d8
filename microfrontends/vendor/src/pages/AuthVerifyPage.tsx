import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Container, Spinner, usePageTitle } from '@uwd/ui';

/**
 * /auth/verify/{token}: where the emailed link points. It hands the browser to the API's verification
 * endpoint, which answers with a redirect to /auth/callback (or to /login with an error code).
 */
export function AuthVerifyPage() {
  usePageTitle('Verifying your login');
  const { token = '' } = useParams();

  useEffect(() => {
    window.location.replace(`/api/auth/verify/${encodeURIComponent(token)}`);
  }, [token]);

  return (
    <Container className="auth-landing">
      <div className="auth-landing__card" role="status" aria-live="polite">
        <Spinner />
        <h1 className="auth-landing__title">Verifying your login...</h1>
        <p className="auth-landing__text">Please wait while we verify your authentication token.</p>
      </div>
    </Container>
  );
}
