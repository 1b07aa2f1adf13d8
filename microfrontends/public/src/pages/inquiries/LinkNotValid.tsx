import { Link } from 'react-router-dom';
import { isApiError } from '@uwd/api-client';
import { Alert, Button, ButtonLink, CompassIcon, Container, PageState } from '@uwd/ui';

/** The API's words when an emailed link does not work (unknown, used up, expired, deleted), else null. */
export const linkProblem = (error: unknown): string | null => {
  if (!isApiError(error) || ![400, 404, 410].includes(error.status)) return null;
  const api = error.apiError;
  return api?.fields?.token ?? api?.message ?? 'This link is not valid.';
};

/** An emailed link that opens nothing: the API's message and the way back to the directory. */
export function LinkNotValid({ message }: { message: string }) {
  return (
    <PageState
      icon={<CompassIcon size={40} />}
      title="This link does not work"
      testId="inquiry-link-invalid"
      actions={<ButtonLink to="/vendors">Browse the directory</ButtonLink>}
    >
      <p>{message}</p>
      <p>
        You can send a new message from any vendor's page, or <Link to="/contact">contact us</Link>.
      </p>
    </PageState>
  );
}

/** The API did not answer as it should: its words and a Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Container size="narrow" className="page-state">
      <Alert tone="error">{message}</Alert>
      <div className="button-row button-row--center inquiry-gap">
        <Button onClick={onRetry}>Retry</Button>
      </div>
    </Container>
  );
}
