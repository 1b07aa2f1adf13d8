import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function ApplicationsPage() {
  usePageTitle('ApplicationsPage');
  return <Container className="admin-page"><h1>ApplicationsPage</h1></Container>;
}
