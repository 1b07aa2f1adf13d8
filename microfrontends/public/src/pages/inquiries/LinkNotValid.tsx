import { Link } from 'react-router-dom';
import { isApiError } from '@uwd/api-client';
import { ButtonLink, CompassIcon, Container, EmptyState } from '@uwd/ui';

/** The API's words when an emailed link does not work (unknown, used up, expired, deleted), else null. */
export const linkProblem = (error: unknown): string | null => {
  if (!isApiError(error) || ![400, 404, 410].includes(error.status)) return null;
  const api = error.apiError;
  return api?.fields?.token ?? api?.message ?? 'This link is not valid.';
};

/** An emailed link that opens nothing: the API's message and the way back to the directory. */
export function LinkNotValid({ message }: { message: string }) {
  return (
    <Container size="narrow" className="page-state" data-testid="inquiry-link-invalid">
      <EmptyState
        level={1}
        icon={<CompassIcon size={40} />}
        title="This link does not work"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/vendors">Browse the directory</ButtonLink>
          </div>
        }
      >
        <p>{message}</p>
        <p>
          You can send a new message from any vendor's page, or <Link to="/contact">contact us</Link>.
        </p>
      </EmptyState>
    </Container>
  );
}
