// `npm test`: the type check and the linter beside the unit projects, then the browser suite.
//
// The unit projects start with the server tests, which leave part of the two CPUs idle while they wait on
// the database and on the processes they start; the checks use that time instead of running first. Their
// output is held back and printed after the unit projects' own, so the two never interleave. A failed
// check or unit test fails the run, and the browser suite then does not start.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; `quiet` keeps its output to hand back instead of printing it. */
function npmRun(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: quiet ? 'pipe' : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
  });
}

const [typecheck, lint, unit] = await Promise.all([
  npmRun('typecheck', { quiet: true }),
  npmRun('lint', { quiet: true }),
  npmRun('test:unit'),
]);

for (const check of [typecheck, lint]) {
  console.log(`\n${check.script}: ${check.code === 0 ? 'passed' : 'FAILED'}`);
  if (check.code !== 0 || check.output.trim() !== '') process.stdout.write(check.output);
}

const failed = [typecheck, lint, unit].filter((step) => step.code !== 0).map((step) => step.script);
if (failed.length > 0) {
  console.error(`\nnpm test: ${failed.join(', ')} failed; the browser suite was not run.`);
  process.exit(1);
}

const e2e = await npmRun('test:e2e');
process.exit(e2e.code);
