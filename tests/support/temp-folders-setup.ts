import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own temporary folder, where tests make theirs (temp-folders.ts). */
    tempRoot: string;
  }
}

/**
 * One temporary folder for the run, which the other setups and every test make theirs in; at the
 * end, anything still in it is a test that did not clean up, and fails the run. A folder of the
 * run's own, not a count in the system's: other runs share that one.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'legado-run-'));
  // Others may pass through (not list): PostgreSQL runs as its own user when tests run as root.
  chmodSync(root, 0o711);
  project.provide('tempRoot', root);
  return () => {
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true });
    if (left.length > 0) {
      // Vitest only prints a teardown's error: the exit code is set here.
      process.exitCode = 1;
      throw new Error(`Tests left temporary folders behind: ${left.join(', ')}`);
    }
  };
}
