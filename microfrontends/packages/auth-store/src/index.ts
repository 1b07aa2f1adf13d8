export { useAuthStore, authStore, dashboardPathFor, type AuthState, type AuthStatus } from './store';
export { RequireAuth, RequireAdmin, loginPathFor, type GuardProps, type RequireAdminProps } from './guards';
export type { User } from '@uwd/api-client';
