import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { VerifyingLogin, usePageTitle } from '@uwd/ui';

/**
 * /auth/verify/{token}: where the emailed link points. It hands the browser to the API's verification
 * endpoint, which answers with a redirect to /auth/callback (or to /login with an error code). Until that
 * answer arrives the page says 'Verifying your login...' (SPEC §2), as the shell did while this remote loaded.
 */
export function AuthVerifyPage() {
  usePageTitle('Verifying your login');
  const { token = '' } = useParams();

  useEffect(() => {
    window.location.replace(`/api/auth/verify/${encodeURIComponent(token)}`);
  }, [token]);

  return <VerifyingLogin />;
}
