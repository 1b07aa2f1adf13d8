import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function FiltersPage() {
  usePageTitle('FiltersPage');
  return <Container className="admin-page"><h1>FiltersPage</h1></Container>;
}
