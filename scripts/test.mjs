// `npm test`: the type check and the linter run beside the unit projects, then the browser suite runs.
// The type check is one process on one CPU, and the unit projects leave a CPU idle while they start (Vitest
// loads and transforms their modules), so side by side they take little longer than the unit projects
// alone. Each check's output is held back and printed in one piece when it ends, among the tests' lines.
// Any failure fails the run, and the browser suite runs only when everything before it passed.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; with `quiet`, its output is kept and returned instead of shown. */
function npmRun(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolve({ script, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });
}

function report({ script, code, output }) {
  console.log(`\n${code === 0 ? 'passed' : `FAILED (exit code ${code})`}: npm run ${script}`);
  if (output.length > 0) process.stdout.write(Buffer.concat(output));
}

const check = (script) =>
  npmRun(script, { quiet: true }).then((result) => {
    report(result);
    return result;
  });
const [unit, ...checks] = await Promise.all([npmRun('test:unit'), check('typecheck'), check('lint')]);
const failed = [unit, ...checks].filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(
    `\nnpm test: ${failed.map((result) => result.script).join(', ')} failed; the browser suite did not run.`,
  );
  process.exit(1);
}

const e2e = await npmRun('test:e2e');
process.exit(e2e.code);
