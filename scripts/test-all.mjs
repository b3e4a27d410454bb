// `npm test`: every check, stopping at the first failure, then each stage's
// wall time, so that a slow CI run says where its minutes went.
//
// The type check, the lint and the build each keep one core busy and share
// nothing: they run side by side, their output held and printed whole, so
// that the two cores of CI's machine work on all three at once (issue 41: CI
// in ten minutes). The unit and browser suites run one after the other: side
// by side they took as long, and made a browser test time out (0def058).
// The build comes first because the browser suite needs it.
import { spawn } from 'node:child_process';

const STAGES = [['typecheck', 'lint', 'build'], ['test:unit'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; alone it streams its output, beside another it is held. */
function run(script, { held }) {
  const started = performance.now();
  const child = spawn(npm, ['run', script], { stdio: held ? 'pipe' : 'inherit' });
  const output = [];
  if (held) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve({ script, code, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const times = [];
let failed;
const overall = performance.now();
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((script) => run(script, { held: stage.length > 1 })));
  times.push(...results.map((r) => [r.script, r.seconds]));
  failed = results.find((r) => r.code !== 0)?.script;
  if (failed) break;
}

const total = (performance.now() - overall) / 1000;
console.log('\nStage times (wall clock; typecheck, lint and build run side by side):');
for (const [stage, seconds] of times)
  console.log(`  ${stage.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\nÉchec à l'étape « ${failed} ».`);
  process.exit(1);
}
