import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from './store';

/*
 * The route guards: one implementation of the rules, used by every remote. They are headless
 * (the caller passes what to show while the session is checked, and the 'Access Denied' screen)
 * so this package does not depend on @uwd/ui: a shared package that imports another shared
 * package makes module federation bundle an eager copy of the latter into every remote.
 */

/** `/login?redirect=<where the user was going>` */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const origin = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login?redirect=${encodeURIComponent(origin)}`;
}

/** Starts the session check if nobody has; null while it is still running. */
function useSessionStatus() {
  const status = useAuthStore((s) => s.status);
  const init = useAuthStore((s) => s.init);
  useEffect(() => {
    if (status === 'idle') void init();
  }, [status, init]);
  return status === 'idle' || status === 'loading' ? null : status;
}

export interface GuardProps {
  children: ReactNode;
  /** Shown while the stored session is being checked. */
  loading?: ReactNode;
}

/** Signed-in guard: an unauthenticated visitor goes to /login, remembering where they were going. */
export function RequireAuth({ children, loading = null }: GuardProps) {
  const location = useLocation();
  const status = useSessionStatus();
  if (status === null) return <>{loading}</>;
  if (status !== 'authenticated') return <Navigate to={loginPathFor(location)} replace />;
  return <>{children}</>;
}

export interface RequireAdminProps extends GuardProps {
  /** Shown to a signed-in user without isAdmin ('Access Denied' with a Return Home link). */
  denied: ReactNode;
}

/** Admin guard: unauthenticated → /login; signed in without isAdmin → `denied`. */
export function RequireAdmin({ children, loading = null, denied }: RequireAdminProps) {
  const location = useLocation();
  const status = useSessionStatus();
  const user = useAuthStore((s) => s.user);
  if (status === null) return <>{loading}</>;
  if (status !== 'authenticated' || !user) return <Navigate to={loginPathFor(location)} replace />;
  if (!user.isAdmin) return <>{denied}</>;
  return <>{children}</>;
}
