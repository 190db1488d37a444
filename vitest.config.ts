import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Server tests that read the built site live here; any other server/src test is a unit test.
const needsBuiltSite = ['server/src/site/**/*.test.ts', 'scripts/**/*.test.ts'];
// The container image's steps: a production install from the registry (better-sqlite3 compiles
// when no prebuilt binary is reachable, a minute of one core) and a build. A project of its own in
// the first group, so it runs beside the browser tests instead of adding to the auth tests' time.
const containerImageTest = 'tests/operations/container-image.test.ts';

// Vitest's default, one worker fewer than the cores, is one worker on two cores. Tests that need
// nothing outside their worker can use both.
const inProcessWorkers = Math.max(2, availableParallelism() - 1);
// `auth` too, although its files also start PostgreSQL and a few start server processes: on two
// cores its run took two thirds of the time on two workers that it took on one, every test passing
// (decision 034).
const serverTestWorkers = 2;

export default defineConfig({
  test: {
    projects: [
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          maxWorkers: inProcessWorkers,
        },
      }),
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...needsBuiltSite],
          maxWorkers: inProcessWorkers,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: needsBuiltSite,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          pool: 'forks',
          maxWorkers: inProcessWorkers,
        },
      },
      {
        test: {
          name: 'auth',
          environment: 'node',
          include: [
            'tests/auth/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/operations/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          // Timing comparisons run only in test:reliability: on a shared machine they would flake.
          exclude: [
            ...configDefaults.exclude,
            containerImageTest,
            ...(process.env.RELIABILITY === 'long' ? [] : ['tests/reliability/timing.test.ts']),
          ],
          // The run's temporary folder first: the others make theirs in it, and its check runs last.
          globalSetup: [
            'tests/e2e/support/global-setup.ts',
            'tests/support/temp-folders-setup.ts',
            'tests/support/sqlite-template-setup.ts',
            'tests/support/postgres-setup.ts',
          ],
          pool: 'forks',
          maxWorkers: serverTestWorkers,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // A group of its own, after the in-process tests: its servers and processes want the cores.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'image',
          environment: 'node',
          include: [containerImageTest],
          pool: 'forks',
          maxWorkers: inProcessWorkers,
          testTimeout: 30_000,
          hookTimeout: 900_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
