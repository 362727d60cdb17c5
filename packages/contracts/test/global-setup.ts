import type { TestProject } from 'vitest/node';
import { findFreePort, startAnvil } from '../src/dev-chain';

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

/** Starts one anvil on a free port (others run anvils on this machine too) for every contracts test. */
export default async function setup(project: TestProject) {
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
  project.provide('rpcUrl', anvil.rpcUrl);
  return () => anvil.stop();
}
