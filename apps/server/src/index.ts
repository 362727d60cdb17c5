import { EnvError, loadDotEnvFile, loadEnv } from './env';
import { startServer } from './server';

/** SIGTERM to exit: under the 10 s most orchestrators wait before SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 9_000;

// Runs the API alone against an existing chain and deployment; `npm start` (scripts/start.ts)
// also brings up the local chain and the demo data.
try {
  loadDotEnvFile();
  const server = await startServer(loadEnv());
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      server.app.log.info({ signal }, 'shutting down');
      // An orchestrator kills what outlives its grace period; exit first, on our own terms.
      setTimeout(() => {
        console.error(`Shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
