import type { ReactNode } from 'react';
import { RequireAuth } from '@uwd/auth-store';
import { PageLoader } from '@uwd/ui';

/** The signed-in guard with this site's loading state. */
export function VendorGuard({ children }: { children: ReactNode }) {
  return <RequireAuth loading={<PageLoader label="Checking your session…" />}>{children}</RequireAuth>;
}
