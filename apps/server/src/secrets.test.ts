import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecrets, secretsFile } from './secrets';

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cv-secrets-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const base = () => ({
    dataDir,
    nodeEnv: 'development' as const,
    jwtSecret: undefined,
    relayerPrivateKey: undefined,
  });

  it('generates a JWT secret once and keeps it under the data directory', async () => {
    const first = await resolveSecrets(base(), true);
    const second = await resolveSecrets(base(), true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await stat(secretsFile(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('uses the dev relayer on the local chain and a kept generated key elsewhere', async () => {
    expect((await resolveSecrets(base(), true)).relayerPrivateKey).toBe(DEV_ROLES.relayer.privateKey);
    const onPublicChain = await resolveSecrets(base(), false);
    expect(onPublicChain.relayerPrivateKey).not.toBe(DEV_ROLES.relayer.privateKey);
    expect((await resolveSecrets(base(), false)).relayerPrivateKey).toBe(onPublicChain.relayerPrivateKey);
  });

  it('prefers the environment and writes nothing when it has both secrets', async () => {
    const key = `0x${'cd'.repeat(32)}` as const;
    const secrets = await resolveSecrets(
      { ...base(), jwtSecret: 'j'.repeat(40), relayerPrivateKey: key },
      false,
    );
    expect(secrets).toEqual({ jwtSecret: 'j'.repeat(40), relayerPrivateKey: key });
    await expect(readFile(secretsFile(dataDir))).rejects.toThrow();
  });

  it('never generates a secret in production', async () => {
    await expect(resolveSecrets({ ...base(), nodeEnv: 'production' }, false)).rejects.toThrow(/required/);
  });
});
