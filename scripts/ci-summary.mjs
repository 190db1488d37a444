// Prints the one summary line CI reads: "Tests: N passed, N failed[, N skipped]", over every run
// given as a pair: its Vitest JSON results file and its exit status.
import { existsSync, readFileSync } from 'node:fs';

const runs = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (let index = 0; index < runs.length; index += 2) {
  const [resultsFile, exitStatus] = [runs[index], runs[index + 1]];
  if (!resultsFile || !existsSync(resultsFile)) {
    // Typecheck, lint or install failed before any test ran.
    totals.failed += exitStatus === '0' ? 0 : 1;
    continue;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  totals.passed += results.numPassedTests;
  totals.skipped += results.numPendingTests + results.numTodoTests;
  // A run that failed without a failed test (a failed hook, a static check) counts as one.
  const failedElsewhere = exitStatus !== '0' && results.numFailedTests === 0;
  totals.failed += results.numFailedTests + (failedElsewhere ? 1 : 0);
}
const { passed, failed, skipped } = totals;
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
