import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function ReviewsPage() {
  usePageTitle('ReviewsPage');
  return <Container className="admin-page"><h1>ReviewsPage</h1></Container>;
}
