import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { REMOTES, commonFederation, containerName, domainAlias, remoteEntryUrl, sharedFor } from '../federation/shared.ts';

const API_ORIGIN = process.env.UWD_API_ORIGIN ?? 'http://127.0.0.1:3000';

const FAVICON_HREF = 'href="/favicon.svg"';

/**
 * The favicon written into every page as a data: URL (0.3 KB) instead of linked, so a page starts one request
 * fewer (/favicon.svg is not content-hashed: served no-cache). Over HTTP/1.1 it was the seventh request at the
 * start of a page (the document, three stylesheets, the hero photo and the boot script hold the six
 * connections), and in Lighthouse's simulation the vendor page's largest paint waited for it whenever it
 * ended before the paint was seen: LCP 1.37 s or 1.52 s from run to run, 1.36-1.39 s without it.
 * public/favicon.svg stays, for whoever asks for it by name.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'uwd:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_HREF)) throw new Error(`uwd:inline-favicon: index.html has no ${FAVICON_HREF}`);
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim().replaceAll('"', "'");
      const dataUrl = `data:image/svg+xml,${svg.replace(/[<>#%\n]/g, (c) => encodeURIComponent(c))}`;
      return html.replace(FAVICON_HREF, () => `href="${dataUrl}"`);
    },
  };
}

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
    inlineFavicon(),
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
