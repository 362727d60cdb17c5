import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type ChainContext, connectChain } from './chain/context';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { resolveSecrets } from './secrets';

export interface RunningServer {
  app: FastifyInstance;
  /** Where a browser on this machine reaches the app, e.g. http://localhost:3000. */
  url: string;
  database: DatabaseHandle;
  chain: ChainContext;
  close(): Promise<void>;
}

/** Opens the database (applying migrations), reads the deployment, builds the app and listens.
 *  Shared by `src/index.ts` and `scripts/start.ts`. */
export async function startServer(env: Env): Promise<RunningServer> {
  const chain = await connectChain(env);
  const secrets = await resolveSecrets(env, chain.chainId);
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  );
  let app: FastifyInstance;
  try {
    app = await buildApp({ env, db: database.db, chain, secrets });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const shownHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(env.host) ? 'localhost' : env.host;
  return {
    app,
    url: `http://${shownHost}:${env.port}`,
    database,
    chain,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
