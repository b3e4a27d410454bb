// `npm test`: every check in order, stopping at the first failure, then each
// stage's wall time, so that a slow CI run says where its minutes went.
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'test:unit', 'build', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let failed;
for (const stage of STAGES) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  times.push([stage, (performance.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nStage times (wall clock):');
for (const [stage, seconds] of times)
  console.log(`  ${stage.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\nÉchec à l'étape « ${failed} ».`);
  process.exit(1);
}
