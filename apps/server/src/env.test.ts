import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
      webDistDir: join(REPO_ROOT, 'apps', 'web', 'dist'),
      bodyLimit: 1024 * 1024,
      logLevel: 'info',
      listCacheMs: 1_000,
    });
    expect(env.chains[0]).toMatchObject({
      rpcUrls: ['http://127.0.0.1:8545'],
      publicRpcUrl: 'http://127.0.0.1:8545',
      deploymentFile: join(REPO_ROOT, '.data', 'chain', 'deployment.json'),
    });
  });

  it('takes LIST_CACHE_MS from 0 (off) to a minute, and nothing else', () => {
    expect(loadEnv({ LIST_CACHE_MS: '0' }).listCacheMs).toBe(0);
    expect(problemsOf({ LIST_CACHE_MS: '-1' })[0]).toMatch(/^LIST_CACHE_MS:/);
    expect(problemsOf({ LIST_CACHE_MS: '61000' })[0]).toMatch(/^LIST_CACHE_MS:/);
    expect(problemsOf({ LIST_CACHE_MS: 'soon' })[0]).toMatch(/^LIST_CACHE_MS:/);
  });

  it('takes the pledge worker’s rules from PLEDGE_*, with the defaults of decision 102', () => {
    expect(loadEnv({}).pledges).toEqual({
      maxAttempts: 3,
      retrySeconds: 21_600n,
      lapseAfter: 2,
      intervalMs: 5_000,
      reminderSeconds: 259_200n,
    });
    expect(
      loadEnv({
        PLEDGE_MAX_ATTEMPTS: '5',
        PLEDGE_RETRY_HOURS: '12',
        PLEDGE_LAPSE_AFTER: '3',
        PLEDGE_PASS_SECONDS: '30',
        PLEDGE_REMINDER_HOURS: '24',
      }).pledges,
    ).toEqual({
      maxAttempts: 5,
      retrySeconds: 43_200n,
      lapseAfter: 3,
      intervalMs: 30_000,
      reminderSeconds: 86_400n,
    });
  });

  it('refuses pledge rules that are not whole numbers in range, naming each', () => {
    const bad = {
      PLEDGE_MAX_ATTEMPTS: '0',
      PLEDGE_RETRY_HOURS: '1.5',
      PLEDGE_LAPSE_AFTER: 'never',
      PLEDGE_PASS_SECONDS: '-5',
      // A reminder must come within the shortest period (a week) to precede its collection.
      PLEDGE_REMINDER_HOURS: '168',
    };
    expect(problemsOf(bad).map((problem) => problem.split(':')[0])).toEqual(Object.keys(bad));
    expect(problemsOf({ PLEDGE_MAX_ATTEMPTS: '25' })[0]).toMatch(/^PLEDGE_MAX_ATTEMPTS:/);
    expect(problemsOf({ PLEDGE_RETRY_HOURS: '73' })[0]).toMatch(/^PLEDGE_RETRY_HOURS:/);
    expect(problemsOf({ PLEDGE_LAPSE_AFTER: '13' })[0]).toMatch(/^PLEDGE_LAPSE_AFTER:/);
    expect(problemsOf({ PLEDGE_PASS_SECONDS: '3601' })[0]).toMatch(/^PLEDGE_PASS_SECONDS:/);
    expect(problemsOf({ PLEDGE_REMINDER_HOURS: '0' })[0]).toMatch(/^PLEDGE_REMINDER_HOURS:/);
  });

  it('takes the matching-round job’s pass from ROUND_PASS_SECONDS: a minute unless told, an hour at most', () => {
    expect(loadEnv({}).rounds).toEqual({ intervalMs: 60_000 });
    expect(loadEnv({ ROUND_PASS_SECONDS: '5' }).rounds).toEqual({ intervalMs: 5_000 });
    for (const bad of ['0', '3601', '2.5', 'often'])
      expect(problemsOf({ ROUND_PASS_SECONDS: bad })[0]).toMatch(/^ROUND_PASS_SECONDS:/);
  });

  it('takes upload budgets, the processing queue and the unattached windows from MEDIA_* (decision 117)', () => {
    const MB = 1024 * 1024;
    expect(loadEnv({}).media).toEqual({
      uploadBytesPerUser: 100 * MB,
      uploadBytesPerIp: 300 * MB,
      processingSlots: 2,
      processingQueue: 10,
      unattachedMs: 24 * 3_600_000,
      newcomerUnattachedMs: 3_600_000,
    });
    expect(
      loadEnv({
        MEDIA_UPLOAD_MB_PER_USER: '0',
        MEDIA_UPLOAD_MB_PER_IP: '50',
        MEDIA_PROCESSING_SLOTS: '4',
        MEDIA_PROCESSING_QUEUE: '0',
        MEDIA_UNATTACHED_HOURS: '12',
        MEDIA_UNATTACHED_HOURS_NEWCOMER: '12',
      }).media,
    ).toEqual({
      uploadBytesPerUser: 0,
      uploadBytesPerIp: 50 * MB,
      processingSlots: 4,
      processingQueue: 0,
      unattachedMs: 12 * 3_600_000,
      newcomerUnattachedMs: 12 * 3_600_000,
    });
    const bad = {
      MEDIA_UPLOAD_MB_PER_USER: '-1',
      MEDIA_UPLOAD_MB_PER_IP: '2.5',
      MEDIA_PROCESSING_SLOTS: '0',
      MEDIA_PROCESSING_QUEUE: 'many',
      MEDIA_UNATTACHED_HOURS: '0',
    };
    expect(problemsOf(bad).map((problem) => problem.split(':')[0])).toEqual(Object.keys(bad));
    expect(problemsOf({ MEDIA_UNATTACHED_HOURS: '2', MEDIA_UNATTACHED_HOURS_NEWCOMER: '3' })).toEqual([
      'MEDIA_UNATTACHED_HOURS_NEWCOMER: must not be longer than MEDIA_UNATTACHED_HOURS',
    ]);
  });

  it('derives the chain URL and deployment file from CHAIN_PORT and DATA_DIR', () => {
    const env = loadEnv({ CHAIN_PORT: '9555', DATA_DIR: '/tmp/cv-data' });
    expect(env.chains[0]!.rpcUrls).toEqual(['http://127.0.0.1:9555']);
    expect(env.chains[0]!.deploymentFile).toBe('/tmp/cv-data/chain/deployment.json');
  });

  it('uses CHAIN_RPC_URL instead of the embedded chain when set', () => {
    const env = loadEnv({ CHAIN_RPC_URL: 'https://rpc.example.org' });
    expect(env.embeddedChain).toBe(false);
    expect(env.chains.map((chain) => chain.rpcUrls)).toEqual([['https://rpc.example.org']]);
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

describe('the chains a deployment serves (decision 060)', () => {
  const fileWith = (content: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-chains-'));
    const file = join(dir, 'chains.json');
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('serves two local anvils with no chain configured, the second on SECOND_CHAIN_PORT', () => {
    const env = loadEnv({ CHAIN_PORT: '9555', SECOND_CHAIN_PORT: '9600', DATA_DIR: '/tmp/cv-data' });
    expect(env.chains.map((chain) => [chain.chainId, chain.rpcUrls[0], chain.deploymentFile])).toEqual([
      [31337, 'http://127.0.0.1:9555', '/tmp/cv-data/chain/deployment.json'],
      [31338, 'http://127.0.0.1:9600', '/tmp/cv-data/chain/31338/deployment.json'],
    ]);
    expect(env.chains[1]!.embedded).toMatchObject({ blockTimeSeconds: 1, tokenDecimals: { USDT: 18 } });
    expect(env.embeddedChain).toBe(true);
  });

  it('makes CHAIN_RPC_URL a registry of one chain, as before', () => {
    const env = loadEnv({ CHAIN_RPC_URL: 'https://rpc.example.org', CHAIN_CONFIRMATIONS: '7' });
    expect(env.chains).toHaveLength(1);
    expect(env.chains[0]).toMatchObject({
      rpcUrls: ['https://rpc.example.org'],
      publicRpcUrl: 'https://rpc.example.org',
      confirmations: 7,
    });
  });

  it('gives that chain PUBLIC_CHAIN_RPC_URL for browsers and DEPLOYMENT_FILE, relative to the working folder', () => {
    const env = loadEnv({
      CHAIN_RPC_URL: 'http://10.0.0.5:8545',
      PUBLIC_CHAIN_RPC_URL: 'https://rpc.example.org',
      DEPLOYMENT_FILE: 'deployments/base.json',
    });
    expect(env.chains).toEqual([
      {
        rpcUrls: ['http://10.0.0.5:8545'],
        publicRpcUrl: 'https://rpc.example.org',
        confirmations: undefined,
        deploymentFile: join(process.cwd(), 'deployments', 'base.json'),
      },
    ]);
  });

  it('reads CHAINS_FILE, with paths inside taken from its folder', () => {
    const file = fileWith({
      chains: [
        { id: 8453, rpcUrls: ['https://a.example', 'https://b.example'], deploymentFile: 'base.json' },
        { id: 56, rpcUrls: ['https://bsc.example'], deploymentFile: '/etc/cv/bsc.json', maxBlockRange: 500 },
      ],
    });
    const env = loadEnv({ CHAINS_FILE: file });
    expect(env.chains.map((chain) => chain.chainId)).toEqual([8453, 56]);
    expect(env.chains[0]!.deploymentFile).toBe(join(dirname(file), 'base.json'));
    expect(env.chains[0]!.publicRpcUrl).toBe('https://a.example');
    expect(env.chains[0]!.rpcUrls[0]).toBe('https://a.example');
    expect(env.embeddedChain).toBe(false);
  });

  it('names every bad entry of CHAINS_FILE at once, by index and chain id', () => {
    const file = fileWith({
      chains: [
        { id: 8453, rpcUrls: ['ftp://a.example'], deploymentFile: 'base.json' },
        { id: 56, rpcUrls: [], deploymentFile: 'bsc.json', colour: 'yellow' },
        { id: 8453, rpcUrls: ['https://c.example'], deploymentFile: 'again.json' },
      ],
    });
    const problems = problemsOf({ CHAINS_FILE: file });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CHAINS_FILE chains\[0\] \(8453\)\.rpcUrls\[0\]: expected an http\(s\) URL/),
        expect.stringMatching(/^CHAINS_FILE chains\[1\] \(56\)\.rpcUrls: needs at least one RPC URL/),
        expect.stringMatching(/^CHAINS_FILE chains\[1\] \(56\).*colour/),
        expect.stringMatching(/^CHAINS_FILE chains\[2\] \(8453\)\.id: chain 8453 is listed twice/),
      ]),
    );
  });

  it('refuses an unreadable CHAINS_FILE, and CHAINS_FILE beside CHAIN_RPC_URL', () => {
    expect(problemsOf({ CHAINS_FILE: fileWith('{ not json') })[0]).toMatch(/^CHAINS_FILE: cannot read/);
    const file = fileWith({ chains: [{ id: 1, rpcUrls: ['https://a.example'], deploymentFile: 'd.json' }] });
    expect(problemsOf({ CHAINS_FILE: file, CHAIN_RPC_URL: 'https://b.example' })).toContain(
      'CHAINS_FILE: set either CHAINS_FILE or CHAIN_RPC_URL, not both',
    );
  });
});
