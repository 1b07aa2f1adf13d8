import { Container, usePageTitle } from '@uwd/ui';

/** Placeholder: being built (issue 6). */
export function VendorManagementPage() {
  usePageTitle('VendorManagementPage');
  return <Container className="admin-page"><h1>VendorManagementPage</h1></Container>;
}
