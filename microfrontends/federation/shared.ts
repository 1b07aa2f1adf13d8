/**
 * Module federation settings shared by the shell (host) and the three remotes.
 * Imported by every vite.config.ts, so host and remotes can never disagree.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const MF_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(MF_ROOT, '..');

/** `@domain/*` → `<repo>/domain/*` (pure TS + zod; never adapters/, application/ or apps/). */
export const domainAlias = { '@domain': path.resolve(REPO_ROOT, 'domain') };

export type RemoteName = 'public' | 'vendor' | 'admin';
export const REMOTES: readonly RemoteName[] = ['public', 'vendor', 'admin'];

/** Federation container name (prefixed: `public` is a reserved word in JavaScript). */
export const containerName = (container: RemoteName | 'shell') => `uwd_${container}`;

/** Where the API serves a remote's build (`microfrontends/<remote>/dist`). */
export const remoteBase = (remote: RemoteName) => `/mf/${remote}/`;

/** Relative to the page origin, so the same build works behind any host name. */
export const remoteEntryUrl = (remote: RemoteName) => `${remoteBase(remote)}remoteEntry.js`;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const rootDependencies = readJson<{ dependencies: Record<string, string> }>(path.join(REPO_ROOT, 'package.json'))
  .dependencies;

function rootRange(dep: string): string {
  const range = rootDependencies[dep];
  if (!range) throw new Error(`${dep} is not a dependency in the root package.json`);
  return range;
}

const ownVersion = (dir: string) => `^${readJson<{ version: string }>(path.join(MF_ROOT, 'packages', dir, 'package.json')).version}`;

/** The slim declarative-router surface the shell provides as `react-router-dom` (see that file). */
export const SLIM_ROUTER = path.join(MF_ROOT, 'federation', 'react-router-dom.ts');

type ShareConfig = {
  singleton: true;
  requiredVersion: string;
  import?: string;
};

type ShareName = 'react' | 'react-router-dom' | '@uwd/auth-store';

/**
 * What each container shares: only what it imports itself and what must be one instance on the page.
 * Every share costs bytes on every page that loads the container (a proxy re-exporting the module by
 * name, an entry in its share map, the runtime's bookkeeping), and a shared module cannot be
 * tree-shaken, so the list is per container and kept short:
 * - react (and react/jsx-runtime) and the slim router: one instance, or hooks and contexts break.
 * - @uwd/auth-store: one session store for the shell and the signed-in remotes (vendor, admin); it
 *   bundles its own zustand, so zustand is not shared.
 * - @uwd/ui is NOT shared: it is stateless (no context, no module state), so each container bundles,
 *   tree-shaken, the components it draws with (a shared module would be downloaded whole).
 * - react-dom is NOT shared: only the shell renders (no remote imports it), so nothing needs the shell's
 *   copy. The shell bundles it plainly, with react-dom's own `react` import resolved to the shared react
 *   (one React on the page); sharing it cost every page a proxy, a prebuild chunk and a share-map entry
 *   (−1.5 KB gzip on home, measured with `npm run bench:web`).
 * - @uwd/api-client is NOT shared: it is stateless (the token lives in localStorage), so each container
 *   bundles, tree-shaken, just the calls it makes, instead of every page downloading all of it.
 */
const SHARES: Record<'shell' | RemoteName, readonly ShareName[]> = {
  shell: ['react', 'react-router-dom', '@uwd/auth-store'],
  public: ['react', 'react-router-dom'],
  vendor: ['react', 'react-router-dom', '@uwd/auth-store'],
  admin: ['react', 'react-router-dom', '@uwd/auth-store'],
};

/**
 * The share config of a container. The shell loads first and provides every share; with
 * 'loaded-first' the remotes always use the shell's copies, and their own fallbacks stay lazy chunks
 * that are never downloaded. Two notes:
 * - `import: false` (host-only) on the remotes would drop even those fallbacks, but with
 *   @module-federation/vite 1.23 it makes the build flaky (about 1 build in 10 fails with
 *   MISSING_EXPORT: its export-usage analysis races the module graph), so it is not used.
 * - A shared package that imports another shared package makes the plugin bundle an EAGER
 *   copy of the imported one into every remote that uses it (downloaded, never executed).
 *   Keep shared @uwd/* packages independent of each other (auth-store imports api-client, which
 *   is not shared, so nothing is copied).
 */
export function sharedFor(container: 'shell' | RemoteName): Record<string, ShareConfig> {
  const all: Record<ShareName, ShareConfig> = {
    react: { singleton: true, requiredVersion: rootRange('react') },
    'react-router-dom': {
      singleton: true,
      requiredVersion: rootRange('react-router-dom'),
      // The shell provides the slim router. The public remote names it as its (never used) fallback too,
      // so its proxy re-exports the slim router's ~40 names instead of the package's ~140 (−1.6 KB gzip on
      // every public page). Not vendor and admin: they share @uwd/auth-store, which imports the router, and
      // there the plugin inlines the slim file into the proxy, an eager copy (+13.5 KB on /login, measured).
      // Their fallback stays the package, a lazy chunk never downloaded.
      ...(container === 'shell' || container === 'public' ? { import: SLIM_ROUTER } : {}),
    },
    '@uwd/auth-store': { singleton: true, requiredVersion: ownVersion('auth-store') },
  };
  return Object.fromEntries(SHARES[container].map((name) => [name, all[name]]));
}

/** Options common to every container. */
export const commonFederation = {
  // Remote module types are declared by hand (shell/src/federated-modules.d.ts); the DTS plugin would
  // try to fetch remote type archives at build time.
  dts: false,
  // 'version-first' (the default) downloads EVERY remote's entry at start-up to compare shared
  // versions; 'loaded-first' uses the shell's copies, so a page downloads only the remote its
  // route needs.
  shareStrategy: 'loaded-first',
  // No manifest-based remotes, preloading, devtools or HMR snapshots here (remotes are plain
  // `remoteEntry.js` URLs): leaving the snapshot plugin out of the runtime saves its bytes on every page.
  disableSnapshot: true,
} as const;
