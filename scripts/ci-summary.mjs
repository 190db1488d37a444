// Prints the one summary line CI reads: "Tests: N passed, N failed[, N skipped]".
import { existsSync, readFileSync } from 'node:fs';

const [resultsFile, exitStatus] = process.argv.slice(2);
if (!resultsFile || !existsSync(resultsFile)) {
  // Typecheck, lint or install failed before any test ran.
  console.log(`Tests: 0 passed, ${exitStatus === '0' ? 0 : 1} failed`);
} else {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  const failed = results.numFailedTests + (results.success || results.numFailedTests > 0 ? 0 : 1);
  console.log(
    `Tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}
