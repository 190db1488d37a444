// `npm test`: the static checks (typecheck, lint) and every Vitest project but `image`, at once.
// The checks run at a lower priority: they take the cores the tests leave idle (while they wait on
// servers, processes and the browser) instead of running before them. Their output is printed
// when the tests end. Arguments go to Vitest. Exits non-zero if anything failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>` at a lower priority, keeping its output for later. */
function staticCheck(script) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', npm, 'run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['exec', '--', 'vitest', 'run', '--project', '!image', ...args], {
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const checks = Promise.all([staticCheck('typecheck'), staticCheck('lint')]);
const testsCode = await vitest(process.argv.slice(2));
let failed = testsCode !== 0;
for (const { script, code, output } of await checks) {
  console.log(`\n${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  if (code !== 0 || output.trim()) console.log(output.trimEnd());
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
