import { useAuthStore } from '@uwd/auth-store';
import { Card, Container, usePageTitle } from '@uwd/ui';

/** Placeholder until the real dashboard (profile, photos, filters) lands. */
export function VendorDashboardPage() {
  usePageTitle('Vendor Dashboard');
  const user = useAuthStore((s) => s.user);
  return (
    <Container className="dashboard-page">
      <header className="page-header">
        <p className="eyebrow">Your listing</p>
        <h1>Vendor Dashboard</h1>
        <p>Welcome, {user?.email}</p>
      </header>
      <Card className="dashboard-placeholder">
        <h2>Your dashboard is on its way</h2>
        <p className="text-muted">
          Soon you'll manage your business profile, photo gallery and service filters right here.
        </p>
      </Card>
    </Container>
  );
}
