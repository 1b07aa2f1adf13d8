import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function NewVendorPage() {
  usePageTitle('NewVendorPage');
  return <Container className="admin-page"><h1>NewVendorPage</h1></Container>;
}
