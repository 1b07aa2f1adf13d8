import { useAuthStore } from '@uwd/auth-store';
import { Card, Container, usePageTitle } from '@uwd/ui';

/** Placeholder until the real admin dashboard (stats, moderation links) lands. */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const user = useAuthStore((s) => s.user);
  return (
    <Container className="admin-page">
      <header className="page-header">
        <p className="eyebrow">Administration</p>
        <h1>Admin Dashboard</h1>
        <p>Signed in as {user?.email}</p>
      </header>
      <Card>
        <h2 className="admin-page__card-title">Moderation tools are coming</h2>
        <p className="text-muted">Vendors, applications, reviews and SEO filters will be managed from here.</p>
      </Card>
    </Container>
  );
}
