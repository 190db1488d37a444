import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { waitTimeout } from './tests/e2e/support/wait-timeout.ts';
import viteConfig from './vite.config.ts';

// Server tests that read the built site live here; any other server/src test is a unit test.
const needsBuiltSite = ['server/src/site/**/*.test.ts', 'scripts/**/*.test.ts'];
// The container image's steps: a production install from the registry (better-sqlite3 compiles
// when no prebuilt binary is reachable, a minute of one core) and a build. A project of its own,
// left out of `npm test` (which needs no network) and run by `npm run test:image`.
const containerImageTest = 'tests/operations/container-image.test.ts';

// Vitest's default, one worker fewer than the cores, is one worker on two cores. Tests that need
// nothing outside their worker can use both.
const inProcessWorkers = Math.max(2, availableParallelism() - 1);
// `auth` on three: its files also start PostgreSQL and server processes and wait on them, which
// left two workers' cores idle an eighth of the time; on two cores three workers ran it in 2 min
// 36 s against 2 min 53 s, every test passing (decisions 034, 062).
const serverTestWorkers = 3;

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
          // Above the 5 s a single wait may take (test-setup.ts), so a wait that fails says why.
          testTimeout: 20_000,
          maxWorkers: inProcessWorkers,
          // Each file in a VM context of a worker that stays: files stay apart (their mocks, the
          // Testing Library settings some change) without a new process and jsdom's start each.
          pool: 'vmForks',
        },
      }),
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...needsBuiltSite],
          maxWorkers: inProcessWorkers,
          // No test here leaves state in a module: a worker imports the modules once for its files.
          isolate: false,
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
          // Each file starts and stops its own servers and reads settings only from what it passes
          // them: a worker imports the server's modules once, not once per file (decision 034).
          isolate: false,
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
          globalSetup: ['tests/e2e/support/global-setup.ts', 'tests/e2e/support/browser-server.ts'],
          pool: 'forks',
          // Two files at a time, each with its own server and data folder, driving one shared
          // browser in contexts of their own: while one waits on the browser the other runs. A
          // worker keeps the server's modules from one file to the next instead of importing them
          // again: every file builds its own app, and closes it and its contexts after its tests.
          maxWorkers: 2,
          isolate: false,
          // A browser walk through several pages, on two workers sharing two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: waitTimeout } },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
