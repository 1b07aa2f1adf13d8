import { create } from 'zustand';
import { AUTH_TOKEN_KEY, getMe, logout as apiLogout, readToken, writeToken, type User } from '@uwd/api-client';

/**
 * The session (SPEC §4 "Session").
 *
 * - `idle`: init() not called yet; `loading`: a stored token is being checked;
 *   `authenticated`: token and user known; `anonymous`: no (valid) token.
 * - The token lives in localStorage under `uwd.auth.token` (the api-client reads it from there).
 *
 * This module is shared as a federation singleton, so the shell and every remote see the same store.
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** Restores the session from storage (idempotent: concurrent and repeated calls share one check). */
  init(): Promise<void>;
  /** Stores the token and fetches the user; on failure removes the token. Resolves to the user or null. */
  login(token: string): Promise<User | null>;
  /** Tells the server, then clears token and user whatever the server said. */
  logout(): Promise<void>;
}

let initPromise: Promise<void> | null = null;
let storageListener = false;

export const useAuthStore = create<AuthState>()((set, get) => {
  async function loadUser(token: string): Promise<User | null> {
    set({ token, status: 'loading' });
    try {
      const user = await getMe();
      // A newer login/logout may have happened meanwhile: only apply if the token is unchanged.
      if (get().token !== token) return get().user;
      set({ user, status: 'authenticated' });
      return user;
    } catch {
      if (get().token !== token) return get().user;
      writeToken(null);
      set({ token: null, user: null, status: 'anonymous' });
      return null;
    }
  }

  function watchOtherTabs(): void {
    if (storageListener || typeof window === 'undefined') return;
    storageListener = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== AUTH_TOKEN_KEY) return;
      if (!event.newValue) set({ token: null, user: null, status: 'anonymous' });
      else if (event.newValue !== get().token) void loadUser(event.newValue);
    });
  }

  return {
    token: null,
    user: null,
    status: 'idle',

    init() {
      if (!initPromise) {
        watchOtherTabs();
        const token = readToken();
        initPromise = token
          ? loadUser(token).then(() => undefined)
          : Promise.resolve().then(() => set({ token: null, user: null, status: 'anonymous' }));
      }
      return initPromise;
    },

    async login(token) {
      watchOtherTabs();
      initPromise ??= Promise.resolve();
      writeToken(token);
      return loadUser(token);
    },

    async logout() {
      try {
        if (get().token || readToken()) await apiLogout();
      } catch {
        /* cleared below regardless of the server's answer */
      } finally {
        writeToken(null);
        set({ token: null, user: null, status: 'anonymous' });
      }
    },
  };
});

/** Non-React access (e.g. for event handlers outside components). */
export const authStore = useAuthStore;

/** Where "Dashboard" goes for this user. */
export function dashboardPathFor(user: User | null): string {
  return user?.isAdmin ? '/admin' : '/vendor/dashboard';
}
