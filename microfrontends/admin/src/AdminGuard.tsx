import type { ReactNode } from 'react';
import { RequireAdmin } from '@uwd/auth-store';
import { AccessDenied, PageLoader } from '@uwd/ui';

/** The admin guard with this site's loading state and 'Access Denied' screen. */
export function AdminGuard({ children, wording = 'page' }: { children: ReactNode; wording?: 'page' | 'area' }) {
  return (
    <RequireAdmin loading={<PageLoader label="Checking your session…" />} denied={<AccessDenied wording={wording} />}>
      {children}
    </RequireAdmin>
  );
}
