/**
 * Vite config for a remote micro-frontend. A remote:
 * - builds into `<remote>/dist` with `remoteEntry.js` at its root,
 * - is served by the API under `/mf/<remote>/` (its `base`),
 * - exposes `./routes` (default export: a component rendering <Routes>),
 * - reuses the federation runtime and the shared modules the shell provides.
 */
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { MF_ROOT, commonFederation, containerName, domainAlias, remoteBase, sharedFor, type RemoteName } from './shared.ts';

/**
 * Everything the public remote loads before any page: its remote entry's federation code and what its
 * `./routes` module imports statically (the home page, the @uwd/ui components and icons the pages share,
 * the fetch wrapper, the insights beacon). One content-hashed chunk, instead of the seven small ones the
 * bundler cut from it, each with its own import lines and request (−1.6 to −1.7 KB gzip on every public page,
 * and `remoteEntry.js`, served no-cache, shrinks from 20 KB to under 1 KB). Lazy pages keep their chunks;
 * the federation's own chunks (shared-module proxies) keep theirs (the plugin's groups rank first).
 * Only the public remote, whose pages have a budget (issue 19); vendor and admin are as the bundler cuts them.
 */
const INITIAL_GROUP = { name: 'initial', tags: ['$initial' as const], priority: 10 };

export function defineRemoteConfig(remote: RemoteName): UserConfig {
  const root = path.join(MF_ROOT, remote);
  return defineConfig({
    root,
    base: remoteBase(remote),
    resolve: { alias: domainAlias },
    plugins: [
      react(),
      federation({
        ...commonFederation,
        name: containerName(remote),
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared: sharedFor(remote),
        // The remote's own CSS is attached when `./routes` is loaded, before it renders.
        bundleAllCSS: true,
        experiments: { externalRuntime: true },
      }),
    ],
    build: {
      // No preload lists for lazy chunks: the bundler writes every lazy page's chunk names into the first
      // chunk, which every public page loads (0.7 KB gzip of names, growing with each page). A lazy page's own
      // imports are fetched when its chunk arrives; the first view is on screen meanwhile (ADR 25).
      modulePreload: false,
      outDir: path.join(root, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      // No index.html: a remote is only ever loaded through remoteEntry.js (emitted by the
      // federation plugin). The exposed module doubles as the build input.
      rolldownOptions: {
        input: { routes: path.join(root, 'src/routes.tsx') },
        ...(remote === 'public' ? { output: { codeSplitting: { groups: [INITIAL_GROUP] } } } : {}),
      },
    },
  });
}
