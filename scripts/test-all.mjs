// `npm test`: every check, stopping at the first failure, then each stage's
// wall time, so that a slow CI run says where its minutes went.
//
// CI's machine has two cores and no stage keeps both busy: the type check and
// the lint each use one, and the unit and browser suites spend much of their
// time waiting (on PostgreSQL, child processes, a browser drawing). So the
// stages run side by side in two phases: the static checks beside the build,
// then the unit suite beside the browser suite, which needs the build.
// They share nothing: the browser suite's server runs on its own embedded
// database and ports (issue 41: CI in ten minutes).
import { spawn } from 'node:child_process';

const PHASES = [
  ['typecheck', 'lint', 'build'],
  ['test:unit', 'test:e2e'],
];
/** The one stage of a phase whose output streams as it comes; the others' is held and printed whole. */
const STREAMED = new Set(['test:e2e']);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = new Set();

/** Runs `npm run <script>`; resolves with its exit code and wall time. */
function run(script) {
  const streamed = STREAMED.has(script);
  const started = performance.now();
  const child = spawn(npm, ['run', script], {
    stdio: streamed ? 'inherit' : 'pipe',
    // Its own process group, so that a failure elsewhere stops it with all it started.
    detached: true,
  });
  children.add(child);
  const output = [];
  if (!streamed) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      if (!streamed) process.stdout.write(Buffer.concat(output));
      resolve({ script, code, seconds: (performance.now() - started) / 1000 });
    });
  });
}

function stopOthers() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Stopped from the keyboard or by CI: the stages' own process groups go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const times = [];
let failed;
const overall = performance.now();
for (const phase of PHASES) {
  const results = await Promise.all(
    phase.map((script) =>
      run(script).then((result) => {
        // The first failure ends the run: what still runs beside it is stopped.
        if (result.code !== 0 && !failed) {
          failed = script;
          stopOthers();
        }
        return result;
      }),
    ),
  );
  times.push(...results.map((r) => [r.script, r.seconds]));
  if (failed) break;
}

const total = (performance.now() - overall) / 1000;
console.log('\nStage times (wall clock; the stages of a phase run side by side):');
PHASES.forEach((phase, index) => {
  for (const script of phase) {
    const seconds = times.find(([stage]) => stage === script)?.[1];
    if (seconds !== undefined)
      console.log(
        `  ${String(index + 1)}. ${script.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`,
      );
  }
});
console.log(`     ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\nÉchec à l'étape « ${failed} ».`);
  process.exit(1);
}
