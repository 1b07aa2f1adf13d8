import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function MessagesPage() {
  usePageTitle('MessagesPage');
  return <Container className="admin-page"><h1>MessagesPage</h1></Container>;
}
