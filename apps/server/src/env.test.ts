import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { REPO_ROOT } from './paths';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadEnv', () => {
  it('serves the embedded stack with no variables set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      embeddedChain: true,
      chainRpcUrl: 'http://127.0.0.1:8545',
      publicChainRpcUrl: 'http://127.0.0.1:8545',
      deploymentFile: join(REPO_ROOT, '.data', 'chain', 'deployment.json'),
      webDistDir: join(REPO_ROOT, 'apps', 'web', 'dist'),
      bodyLimit: 1024 * 1024,
      logLevel: 'info',
      listCacheMs: 1_000,
    });
  });

  it('takes LIST_CACHE_MS from 0 (off) to a minute, and nothing else', () => {
    expect(loadEnv({ LIST_CACHE_MS: '0' }).listCacheMs).toBe(0);
    expect(problemsOf({ LIST_CACHE_MS: '-1' })[0]).toMatch(/^LIST_CACHE_MS:/);
    expect(problemsOf({ LIST_CACHE_MS: '61000' })[0]).toMatch(/^LIST_CACHE_MS:/);
    expect(problemsOf({ LIST_CACHE_MS: 'soon' })[0]).toMatch(/^LIST_CACHE_MS:/);
  });

  it('derives the chain URL and deployment file from CHAIN_PORT and DATA_DIR', () => {
    const env = loadEnv({ CHAIN_PORT: '9555', DATA_DIR: '/tmp/cv-data' });
    expect(env.chainRpcUrl).toBe('http://127.0.0.1:9555');
    expect(env.deploymentFile).toBe('/tmp/cv-data/chain/deployment.json');
  });

  it('uses CHAIN_RPC_URL instead of the embedded chain when set', () => {
    const env = loadEnv({ CHAIN_RPC_URL: 'https://rpc.example.org' });
    expect(env.embeddedChain).toBe(false);
    expect(env.chainRpcUrl).toBe('https://rpc.example.org');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      ADMIN_WALLET_ADDRESS: '0x123',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'ADMIN_WALLET_ADDRESS', 'LOG_LEVEL']),
    );
    expect(problems).toHaveLength(4);
  });

  it('requires the secrets in production, alongside other problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: '0' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT:/),
        'JWT_SECRET: required when NODE_ENV=production',
        'RELAYER_PRIVATE_KEY: required when NODE_ENV=production',
      ]),
    );
  });

  it('accepts production with its secrets', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      RELAYER_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
    });
    expect(env.nodeEnv).toBe('production');
  });

  it('says what is wrong in the error message', () => {
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });
});
