/**
 * `npm test`: every check, from the cheapest to the dearest (scripts/test/stages.ts), stopping after
 * the first stage that fails, with the output of what failed in it.
 */
import { runStage, testStages } from './test/stages.ts';

for (const stage of testStages) {
  const runs = await runStage(stage);
  if (stage.length > 1) {
    for (const run of runs) {
      const mark = run.status === 0 ? '✔' : '✖';
      console.log(`${mark} ${run.command} (${run.seconds.toFixed(0)} s)`);
      if (run.status !== 0) console.log(run.output);
    }
  }
  const failed = runs.filter((run) => run.status !== 0);
  if (failed.length > 0) {
    console.error(`✖ npm test parou: ${failed.map((run) => run.command).join(', ')} falhou.`);
    process.exit(1);
  }
}
