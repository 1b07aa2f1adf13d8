import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Global setup (the throwaway MariaDB) lives at the root only, so it starts once per run whichever
// projects run; projects do not `extends: true`, which would start it again for each of them.
// `@domain/*` as the micro-frontends resolve it, so tests can import front-end modules (e.g. the sanitizer).
const alias = { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) };
const shared = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 20_000, hookTimeout: 120_000, alias };

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // In CI every test name is printed, so the log shows each suite ran against SQLite and MariaDB.
    reporters: [process.env.CI ? 'verbose' : 'default', './tests/support/summary-reporter.ts'],
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'unit', include: ['domain/**/*.test.ts', 'application/**/*.test.ts', 'apps/**/*.test.ts'] } },
      { test: { ...shared, name: 'integration', include: ['adapters/**/*.test.ts', 'tests/integration/**/*.test.ts'] } },
      { test: { ...shared, name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 60_000, fileParallelism: false } },
      // The micro-frontends' forms rendered in jsdom (@testing-library/react); no server, fetch is stubbed.
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: { ...shared, name: 'components', environment: 'jsdom', include: ['microfrontends/**/*.test.tsx'], setupFiles: ['tests/support/components-setup.ts'] },
      },
    ],
  },
});
