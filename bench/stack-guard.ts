// Stops a browser bench's stack once the bench has gone, however it went: an error, Ctrl-C, or a
// kill no handler sees (tsx kills a script that is slow to answer a relayed Ctrl-C under load).
// Started detached by startBuiltStack (support.ts), so a Ctrl-C aimed at the bench spares it.
//   tsx bench/stack-guard.ts <bench pid> <stack process group> <stack data directory>
import { rm } from 'node:fs/promises';

const [benchPid, stackGroup, dataDir] = process.argv.slice(2);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

while (alive(Number(benchPid))) await sleep(500);
if (alive(-Number(stackGroup))) {
  process.kill(-Number(stackGroup), 'SIGINT');
  // The server and the anvils write their state as they stop: the data goes once they have gone.
  for (let waited = 0; alive(-Number(stackGroup)) && waited < 30_000; waited += 200) await sleep(200);
}
if (dataDir) await rm(dataDir, { recursive: true, force: true });
