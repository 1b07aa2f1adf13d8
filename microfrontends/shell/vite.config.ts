import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { REMOTES, commonFederation, containerName, domainAlias, remoteEntryUrl, sharedFor } from '../federation/shared.ts';

const API_ORIGIN = process.env.UWD_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  resolve: { alias: domainAlias },
  plugins: [
    react(),
    federation({
      ...commonFederation,
      name: containerName('shell'),
      shared: sharedFor('shell'),
      // The remotes are loaded from the page's own origin (`/mf/<name>/remoteEntry.js`), so the
      // same build runs behind any host name. Loaded on demand: only the remote a route needs.
      remotes: Object.fromEntries(
        REMOTES.map((remote) => [
          remote,
          { type: 'module', name: containerName(remote), entry: remoteEntryUrl(remote) },
        ]),
      ),
      // One federation runtime on the page: the shell publishes it, the remotes reuse it.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill in the shell's entry: every browser of the es2022 target but Safari 15.4–16
    // supports <link rel="modulepreload"> itself, and there the page still loads, just without the preload.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    // Dev without the API on :3000 simply shows the error states; with it, the API also serves
    // the built remotes under /mf/.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/mf': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/mf': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
