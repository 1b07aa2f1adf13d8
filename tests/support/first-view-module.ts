import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../microfrontends/public/src/first-view/render.tsx', import.meta.url));

/**
 * Puts the public remote's first view where a build puts it under a test's web root
 * (`public/dist/first-view/render.js`, loaded by adapters/http/web.ts): a module re-exporting the source,
 * which vitest compiles as the build would, so these tests need no `npm run build`.
 */
export const writeFirstViewModule = (webRoot: string): void => {
  const dir = path.join(webRoot, 'public', 'dist', 'first-view');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'render.js'), `export { renderFirstView } from ${JSON.stringify(SOURCE)};\n`);
};
