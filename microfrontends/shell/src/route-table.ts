import { matchPath } from 'react-router-dom';

export type RemoteName = 'public' | 'vendor' | 'admin';

/**
 * The shell's route table: which remote owns which paths. First match wins.
 * Each remote then renders its own <Routes> for the pages inside its paths
 * (remotes are mounted at the root, so their route paths are the full paths).
 */
export const ROUTE_TABLE: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/admin/*', remote: 'admin' },
  { path: '/login', remote: 'vendor' },
  { path: '/auth/*', remote: 'vendor' },
  { path: '/vendor/*', remote: 'vendor' },
  { path: '/upgrade', remote: 'vendor' },
  { path: '/*', remote: 'public' },
];

export function remoteFor(pathname: string): RemoteName {
  for (const entry of ROUTE_TABLE) {
    if (matchPath({ path: entry.path, end: true }, pathname)) return entry.remote;
  }
  return 'public';
}
