import { EnvError, loadDotEnvFile, loadEnv } from './env';
import { startServer } from './server';

// Runs the API alone against an existing chain and deployment; `npm start` (scripts/start.ts)
// also brings up the local chain and the demo data.
try {
  loadDotEnvFile();
  const server = await startServer(loadEnv());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
