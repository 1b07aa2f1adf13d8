#!/usr/bin/env node
// Builds the micro-frontends (shell, public, vendor, admin) with vite, skipping those whose dist is newer
// than every source file they depend on. `--force` rebuilds all. Used by `npm start` and `npm test`.
// The public remote's build also makes its first view for the server (dist/first-view/render.js, ADR 9).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apps = ['shell', 'public', 'vendor', 'admin'];
const force = process.argv.includes('--force');

const newestMtime = (dir) => {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

// Sources every app depends on: its own folder, the shared packages and federation config, the base
// tsconfig, and domain/ (shared schemas).
const mf = (...p) => path.join(root, 'microfrontends', ...p);
const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const shared = Math.max(
  newestMtime(mf('packages')),
  newestMtime(mf('federation')),
  mtimeOf(mf('tsconfig.base.json')),
  newestMtime(path.join(root, 'domain')),
  mtimeOf(path.join(root, 'package-lock.json')),
);
// The public remote's first view for the server (dist/first-view) draws the shell's header as well.
const alsoFrom = { public: [mf('shell', 'src', 'layout')] };
const stale = apps.filter((app) => {
  if (force) return true;
  const index = path.join(root, 'microfrontends', app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  if (!fs.existsSync(index)) return true;
  if (app === 'public' && !fs.existsSync(mf('public', 'dist', 'first-view', 'render.js'))) return true;
  const built = fs.statSync(index).mtimeMs;
  return Math.max(shared, newestMtime(mf(app)), ...(alsoFrom[app] ?? []).map(newestMtime)) > built;
});

if (stale.length === 0) {
  console.log('Web app is up to date (npm run build -- --force to rebuild).');
  process.exit(0);
}
for (const app of stale) {
  const started = Date.now();
  process.stdout.write(`Building ${app}… `);
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', `@uwd/${app}`], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(r.stdout + r.stderr);
    process.exit(r.status ?? 1);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
