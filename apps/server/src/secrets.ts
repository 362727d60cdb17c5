import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { generatePrivateKey } from 'viem/accounts';
import { z } from 'zod';
import type { Env } from './env';

export interface Secrets {
  jwtSecret: string;
  relayerPrivateKey: `0x${string}`;
}

const storedSchema = z.object({
  jwtSecret: z.string().min(32).optional(),
  relayerPrivateKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
});
type StoredSecrets = z.infer<typeof storedSchema>;

/** The local chain's relayer (anvil's account 2) is funded, so relayed withdrawals work out of the box. */
const DEV_RELAYER_KEY = DEV_ROLES.relayer.privateKey;

export function secretsFile(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

/** Secrets from the environment, else (outside production) generated once and kept under the
 *  data directory so tokens and the relayer survive a restart. See docs/decisions/004. */
export async function resolveSecrets(
  env: Pick<Env, 'dataDir' | 'nodeEnv' | 'jwtSecret' | 'relayerPrivateKey'>,
  localChain: boolean,
): Promise<Secrets> {
  const relayerFromChain = localChain ? DEV_RELAYER_KEY : undefined;
  const relayerPrivateKey = env.relayerPrivateKey ?? relayerFromChain;
  if (env.jwtSecret && relayerPrivateKey) return { jwtSecret: env.jwtSecret, relayerPrivateKey };
  if (env.nodeEnv === 'production') {
    // loadEnv already refuses this; kept so that no code path generates secrets in production.
    throw new Error('JWT_SECRET and RELAYER_PRIVATE_KEY are required when NODE_ENV=production');
  }

  const file = secretsFile(env.dataDir);
  const stored = await readStored(file);
  const kept: StoredSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    relayerPrivateKey: stored.relayerPrivateKey ?? (relayerPrivateKey ? undefined : generatePrivateKey()),
  };
  if (kept.jwtSecret !== stored.jwtSecret || kept.relayerPrivateKey !== stored.relayerPrivateKey) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: env.jwtSecret ?? kept.jwtSecret!,
    relayerPrivateKey: relayerPrivateKey ?? (kept.relayerPrivateKey as `0x${string}`),
  };
}

async function readStored(file: string): Promise<StoredSecrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file; fix or delete it`);
  return parsed.data;
}
