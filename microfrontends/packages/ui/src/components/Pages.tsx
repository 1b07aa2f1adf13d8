import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks';
import { ButtonLink } from './Button';
import { EmptyState } from './Feedback';
import { CompassIcon, LockIcon } from './Icons';
import { Container } from './Layout';

/** The catch-all for unknown paths, shared by every remote. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        level={1}
        icon={<CompassIcon size={40} />}
        title="Page not found"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/">Back to Home</ButtonLink>
          </div>
        }
      >
        <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      </EmptyState>
    </Container>
  );
}

export interface AccessDeniedProps {
  /** SPEC uses 'this page' on most admin screens and 'this area' on one. */
  wording?: 'page' | 'area';
  /** Where to go instead (default: a 'Return Home' link). */
  action?: ReactNode;
}

export function AccessDenied({ wording = 'page', action }: AccessDeniedProps) {
  usePageTitle('Access Denied');
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        level={1}
        icon={<LockIcon size={40} />}
        title="Access Denied"
        action={action ?? <ButtonLink to="/">Return Home</ButtonLink>}
      >
        <p>You don't have permission to access this {wording}.</p>
      </EmptyState>
    </Container>
  );
}
