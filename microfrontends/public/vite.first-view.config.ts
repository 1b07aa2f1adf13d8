/**
 * The public remote's first view for the server (ADR 9): `src/first-view/render.tsx` built for Node
 * (`vite build --ssr`) into dist/first-view/render.js, which the API loads. React, the router and zod stay
 * imports of the root's node_modules; the workspace packages and domain/ are bundled; CSS imports are left
 * out (the server links the remote's built stylesheets). Run after the browser build, which empties dist/.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { MF_ROOT, domainAlias } from '../federation/shared.ts';

const root = path.join(MF_ROOT, 'public');

export default defineConfig({
  root,
  resolve: { alias: domainAlias },
  plugins: [react()],
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/first-view/render.tsx'),
    outDir: path.join(root, 'dist/first-view'),
    emptyOutDir: true,
    target: 'node20',
  },
});
