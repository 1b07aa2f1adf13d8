/**
 * Vite config for a remote micro-frontend. A remote:
 * - builds into `<remote>/dist` with `remoteEntry.js` at its root,
 * - is served by the API under `/mf/<remote>/` (its `base`),
 * - exposes `./routes` (default export: a component rendering <Routes>),
 * - reuses the federation runtime and the shared modules the shell provides.
 */
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
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

/** What the federation plugin's loader of `./routes` holds until the build fills in the CSS to attach. */
const EXPOSES_CSS_MAP = '__MF_EXPOSES_CSS_MAP__';

/**
 * The remote's first stylesheets, and only those, attached when `./routes` is loaded, before it renders. With
 * `bundleAllCSS` the federation plugin lists every CSS file of the build there, so each page loaded the CSS of
 * every other page too (the public remote's 21 files, 112.6 KB, on every public page). Here the list is the CSS
 * of the chunks `./routes` imports statically (the routes, the home page, the shared ui); a lazy page's own CSS
 * comes with its chunk: the bundler's loader of a lazy chunk links the chunk's stylesheets and waits for them
 * before the page renders (no unstyled flash). Runs before the plugin's own fill, which then finds nothing to
 * do; a build of a plugin version without the placeholder fails here instead of attaching no CSS.
 */
function ownStylesFirst(routesModule: string): Plugin {
  return {
    name: 'uwd:own-styles-first',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const routes = chunks.find((chunk) => chunk.moduleIds.includes(routesModule));
        if (!routes) throw new Error(`uwd:own-styles-first: no chunk holds ${routesModule}`);
        const styles = new Set<string>();
        const seen = new Set<string>();
        const queue = [routes.fileName];
        while (queue.length > 0) {
          const file = bundle[queue.shift()!];
          if (!file || file.type !== 'chunk' || seen.has(file.fileName)) continue;
          seen.add(file.fileName);
          for (const css of file.viteMetadata?.importedCss ?? []) styles.add(css);
          queue.push(...file.imports);
        }
        let filled = 0;
        for (const chunk of chunks) {
          const quoted = [`"${EXPOSES_CSS_MAP}"`, `'${EXPOSES_CSS_MAP}'`, `\`${EXPOSES_CSS_MAP}\``].find((q) => chunk.code.includes(q));
          if (!quoted) continue;
          const from = path.posix.dirname(chunk.fileName);
          const hrefs = [...styles].map((css) => `./${path.posix.relative(from, css)}`);
          chunk.code = chunk.code.replace(quoted, JSON.stringify({ './routes': hrefs }));
          filled++;
        }
        if (filled === 0) throw new Error(`uwd:own-styles-first: no chunk holds the federation plugin's ${EXPOSES_CSS_MAP}`);
      },
    },
  };
}

export function defineRemoteConfig(remote: RemoteName): UserConfig {
  const root = path.join(MF_ROOT, remote);
  const routesModule = path.join(root, 'src/routes.tsx');
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
        // Makes the plugin's loader of `./routes` attach CSS before it renders; ownStylesFirst says which.
        bundleAllCSS: true,
        experiments: { externalRuntime: true },
      }),
      ownStylesFirst(routesModule),
    ],
    build: {
      // No preload lists for lazy chunks: the bundler writes every lazy page's chunk names into the first
      // chunk, which every public page loads (0.7 KB gzip of names, growing with each page). A lazy page's own
      // imports are fetched when its chunk arrives; the first view is on screen meanwhile (ADR 25). Its CSS is
      // still named at its import (the bundler keeps stylesheets in those lists): see ownStylesFirst.
      modulePreload: false,
      outDir: path.join(root, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      // No index.html: a remote is only ever loaded through remoteEntry.js (emitted by the
      // federation plugin). The exposed module doubles as the build input.
      rolldownOptions: {
        input: { routes: routesModule },
        ...(remote === 'public' ? { output: { codeSplitting: { groups: [INITIAL_GROUP] } } } : {}),
      },
    },
  });
}
