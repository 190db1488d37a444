import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new folder for a test's files, named after what it holds, inside the run's own temporary
 * folder: whatever a test leaves there fails the run (temp-folders-setup.ts).
 */
export function makeTempFolder(label: string, parent = inject('tempRoot')) {
  return mkdtempSync(path.join(parent, `${label}-`));
}
