import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks';
import { ButtonLink } from './Button';
import { EmptyState } from './Feedback';
import { CompassIcon, LockIcon } from './Icons';
import { Container } from './Layout';

export interface PageStateProps {
  icon: ReactNode;
  title: ReactNode;
  /** The page's heading by default; 2 where the page already has one. */
  level?: 1 | 2;
  /** Buttons or links, centred in one row. */
  actions?: ReactNode;
  /** Or an action exactly as given. */
  action?: ReactNode;
  testId?: string;
  children?: ReactNode;
}

/** A page that is one message (not found, denied, done, nothing to show): an icon, a title, words and the ways on. */
export function PageState({ icon, title, level = 1, actions, action, testId, children }: PageStateProps) {
  return (
    <Container size="narrow" className="page-state" data-testid={testId}>
      <EmptyState level={level} icon={icon} title={title} action={actions ? <div className="button-row button-row--center">{actions}</div> : action}>
        {children}
      </EmptyState>
    </Container>
  );
}

/** The catch-all for unknown paths, shared by every remote. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageState icon={<CompassIcon size={40} />} title="Page not found" actions={<ButtonLink to="/">Back to Home</ButtonLink>}>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
    </PageState>
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
    <PageState icon={<LockIcon size={40} />} title="Access Denied" action={action ?? <ButtonLink to="/">Return Home</ButtonLink>}>
      <p>You don't have permission to access this {wording}.</p>
    </PageState>
  );
}
