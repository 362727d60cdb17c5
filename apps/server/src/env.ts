import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { parseUnits } from '@crowdvault/shared/format';
import { z } from 'zod';
import { type ChainEntryConfig, embeddedChainEntries, readChainsFile } from './chain/chain-config';
import { REPO_ROOT } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(1).max(65_535);
/** Megabytes of images an hour (decision 117); 0 lifts the budget. */
const uploadBudgetMb = z.coerce.number().int().min(0).max(100_000);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address');
const privateKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 0x-prefixed 32-byte hex key');
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** An IP address, or one with a CIDR prefix length that fits its family. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

// Off, a hop count, or the proxies' addresses / CIDRs (Fastify's trustProxy). Never `true`: it
// would believe the left-most X-Forwarded-For entry, which any client writes itself.
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(off|false|0)$/i.test(value) ||
      /^[1-9]\d{0,1}$/.test(value) ||
      value.split(',').every((entry) => isAddressOrCidr(entry.trim())),
    'expected off, a hop count (1–99) or comma-separated proxy addresses/CIDRs, e.g. 10.0.0.0/8,127.0.0.1',
  );

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  API_PORT: port.default(3001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).optional(),
  CHAINS_FILE: z.string().min(1).optional(),
  CHAIN_RPC_URL: httpUrl.optional(),
  PUBLIC_CHAIN_RPC_URL: httpUrl.optional(),
  CHAIN_PORT: port.default(8545),
  SECOND_CHAIN_PORT: port.optional(),
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  ADMIN_WALLET_ADDRESS: address.optional(),
  TREASURY_ADDRESS: address.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RELAYER_PRIVATE_KEY: privateKey.optional(),
  DEPLOYMENT_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s,/]+(\/)?(,\s*https?:\/\/[^\s,/]+(\/)?)*$/,
      'expected http(s) origins, comma-separated',
    )
    .optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(60),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  WRITE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).max(100_000).default(120),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  RELAYER_MAX_GAS_PRICE_GWEI: z
    .string()
    .regex(/^\d+(\.\d{1,9})?$/, 'expected a gas price in gwei, e.g. 200')
    .default('200'),
  RELAYER_MIN_BALANCE: z
    .string()
    .regex(/^\d+(\.\d{1,18})?$/, 'expected an amount of the native coin, e.g. 0.01')
    .default('0.01'),
  READY_MAX_INDEXER_LAG: z.coerce.number().int().min(0).max(1_000_000).default(100),
  RELAYER_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(10),
  GASLESS_DONATIONS: z.enum(['on', 'off']).default('on'),
  GASLESS_MIN_AMOUNT: z
    .string()
    .regex(/^\d+(\.\d{1,6})?$/, 'expected an amount in whole token units, e.g. 1')
    .default('1'),
  GASLESS_RATE_LIMIT_PER_DONOR: z.coerce.number().int().min(0).max(100_000).default(5),
  GASLESS_RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).max(100_000).default(20),
  GASLESS_DAILY_GAS_BUDGET: z.coerce.number().int().min(0).max(1_000_000_000_000).default(5_000_000),
  TRUST_PROXY: trustProxy.optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^\r\n<>"]{1,100} <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'expected an address, or a name and an address: CrowdVault <no-reply@example.org>',
    )
    .default('CrowdVault <no-reply@crowdvault.localhost>'),
  PLEDGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(24).default(3),
  PLEDGE_RETRY_HOURS: z.coerce.number().int().min(1).max(72).default(6),
  PLEDGE_LAPSE_AFTER: z.coerce.number().int().min(1).max(12).default(2),
  PLEDGE_PASS_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  PLEDGE_REMINDER_HOURS: z.coerce.number().int().min(1).max(144).default(72),
  ROUND_PASS_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  MEDIA_UPLOAD_MB_PER_USER: uploadBudgetMb.default(100),
  MEDIA_UPLOAD_MB_PER_IP: uploadBudgetMb.default(300),
  MEDIA_PROCESSING_SLOTS: z.coerce.number().int().min(1).max(32).default(2),
  MEDIA_PROCESSING_QUEUE: z.coerce.number().int().min(0).max(1_000).default(10),
  MEDIA_UNATTACHED_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  MEDIA_UNATTACHED_HOURS_NEWCOMER: z.coerce.number().int().min(1).max(720).default(1),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
});

/** Generated secrets are a convenience of the embedded stack; production must bring its own. */
const PRODUCTION_SECRETS = ['JWT_SECRET', 'RELAYER_PRIVATE_KEY'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The checked configuration, with every default resolved (paths absolute). */
export interface Env {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Under `npm run dev` the API listens here and Vite's dev server takes `port`. */
  apiPort: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Rate limits count here when set; else in the database (PostgreSQL) or memory (decision 052). */
  redisUrl: string | undefined;
  /** The chains this deployment serves, the primary first (decision 060): CHAINS_FILE, else the
   *  single-chain variables (CHAIN_RPC_URL, PUBLIC_CHAIN_RPC_URL, CHAIN_CONFIRMATIONS,
   *  DEPLOYMENT_FILE), else the embedded stack's two anvils (CHAIN_PORT, SECOND_CHAIN_PORT). Those
   *  variables are read only here: everything else reads `chains` (decision 125). */
  chains: ChainEntryConfig[];
  /** True when no chain was configured and the start script runs the anvils of `chains`. */
  embeddedChain: boolean;
  adminWalletAddress: `0x${string}` | undefined;
  treasuryAddress: `0x${string}` | undefined;
  jwtSecret: string | undefined;
  relayerPrivateKey: `0x${string}` | undefined;
  logLevel: LogLevel;
  webDistDir: string;
  bodyLimit: number;
  /** Origins the site is served from (PUBLIC_URL); sign-in messages must name one of them.
   *  Empty: only loopback hosts are accepted (the embedded stack). */
  publicOrigins: string[];
  /** Requests per minute and client IP on each sign-in route; 0 turns the limit off. */
  authRateLimit: number;
  /** Requests per minute and signed-in user on each costly write route; 0 lifts the limit. */
  writeRateLimit: number;
  /** Requests per minute and client IP on each costly write route; 0 lifts the limit. */
  writeRateLimitPerIp: number;
  /** How long a serialised campaign list page is shared by every visitor; 0 turns it off. */
  listCacheMs: number;
  /** The relayer refuses gasless withdrawals above this gas price (wei). */
  relayerMaxGasPrice: bigint;
  /** The relayer refuses gasless withdrawals below this balance of the native coin (wei). */
  relayerMinBalance: bigint;
  /** Gasless withdrawals per campaign owner per hour; 0 lifts the limit. */
  relayerRateLimit: number;
  /** /api/health/ready answers 503 while the indexer is more blocks behind than this. */
  readyMaxIndexerLag: number;
  /** Gasless donations (decision 051): offered at all (GASLESS_DONATIONS=on|off). */
  gaslessDonations: boolean;
  /** Smallest gasless donation, in whole units of any token ("1" = 1 USDC or 1 DAI). */
  gaslessMinAmount: string;
  /** Gasless donations per donor address per hour, and per client IP per hour; 0 lifts each. */
  gaslessRateLimitPerDonor: number;
  gaslessRateLimitPerIp: number;
  /** Gas units the relayer may spend on gasless donations per UTC day; 0 lifts the budget. */
  gaslessDailyGasBudget: number;
  /** Fastify's `trustProxy` (TRUST_PROXY): false, a hop count, or the proxies' addresses/CIDRs.
   *  Decides the client address every per-IP rate limit counts by (decision 071). */
  trustProxy: false | number | string[];
  /** Bearer token Prometheus sends to /api/metrics (decision 072); unset: the route does not exist. */
  metricsToken: string | undefined;
  /** Where mail goes (decision 093). `smtpUrl` unset outside production: the embedded development
   *  mailbox catches every message; in production nothing is sent until it is set. */
  mail: { smtpUrl: string | undefined; from: string; devMailbox: boolean; publicUrl: string };
  /** The pledge worker's rules (decision 102, PLEDGE_*): attempts per period when the donor's
   *  balance or allowance is short, chain seconds between them, consecutive donor misses before a
   *  pledge lapses, milliseconds between passes, chain seconds of warning before a collection. */
  /** Uploads and imported image links (decision 117): bytes an hour per signed-in user and per
   *  client IP (0 lifts each), images processed at once and waiting in line on this instance, and
   *  how long an upload nothing attached is kept, for creators and for users who own no campaign. */
  media: {
    uploadBytesPerUser: number;
    uploadBytesPerIp: number;
    processingSlots: number;
    processingQueue: number;
    unattachedMs: number;
    newcomerUnattachedMs: number;
  };
  pledges: {
    maxAttempts: number;
    retrySeconds: bigint;
    lapseAfter: number;
    intervalMs: number;
    reminderSeconds: bigint;
  };
  rounds: {
    /** Between the matching-round job's passes (closing, publishing, paying out). */
    intervalMs: number;
  };
}

/** Thrown with every bad variable listed at once, so one boot shows all that needs fixing. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and checks the environment. Empty values count as unset (as in most .env files). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = rawEnvSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Checked apart from the schema so a bad PORT does not hide a missing production secret.
  if (cleaned.NODE_ENV === 'production') {
    for (const key of PRODUCTION_SECRETS) {
      if (!cleaned[key]) problems.push(`${key}: required when NODE_ENV=production`);
    }
  }
  if (parsed.success && parsed.data.MEDIA_UNATTACHED_HOURS_NEWCOMER > parsed.data.MEDIA_UNATTACHED_HOURS) {
    problems.push('MEDIA_UNATTACHED_HOURS_NEWCOMER: must not be longer than MEDIA_UNATTACHED_HOURS');
  }
  if (cleaned.CHAINS_FILE && cleaned.CHAIN_RPC_URL) {
    problems.push('CHAINS_FILE: set either CHAINS_FILE or CHAIN_RPC_URL, not both');
  }
  const chainsFile =
    parsed.success && parsed.data.CHAINS_FILE ? readChainsFile(parsed.data.CHAINS_FILE) : undefined;
  if (chainsFile && 'problems' in chainsFile) problems.push(...chainsFile.problems);
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  const raw = parsed.data;
  const dataDir = raw.DATA_DIR ? resolve(raw.DATA_DIR) : join(REPO_ROOT, '.data');
  const deploymentFile = resolvePath(raw.DEPLOYMENT_FILE, join(dataDir, 'chain', 'deployment.json'));
  const chains: ChainEntryConfig[] =
    chainsFile && 'chains' in chainsFile
      ? chainsFile.chains
      : raw.CHAIN_RPC_URL
        ? [
            {
              rpcUrls: [raw.CHAIN_RPC_URL],
              publicRpcUrl: raw.PUBLIC_CHAIN_RPC_URL ?? raw.CHAIN_RPC_URL,
              confirmations: raw.CHAIN_CONFIRMATIONS,
              deploymentFile,
            },
          ]
        : embeddedChainEntries({
            dataDir,
            chainPort: raw.CHAIN_PORT,
            secondChainPort: raw.SECOND_CHAIN_PORT ?? raw.CHAIN_PORT + 1,
            deploymentFile,
            publicRpcUrl: raw.PUBLIC_CHAIN_RPC_URL,
            confirmations: raw.CHAIN_CONFIRMATIONS,
          });
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    apiPort: raw.API_PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    redisUrl: raw.REDIS_URL,
    chains,
    embeddedChain: chains.some((chain) => chain.embedded),
    adminWalletAddress: raw.ADMIN_WALLET_ADDRESS as `0x${string}` | undefined,
    treasuryAddress: raw.TREASURY_ADDRESS as `0x${string}` | undefined,
    jwtSecret: raw.JWT_SECRET,
    relayerPrivateKey: raw.RELAYER_PRIVATE_KEY as `0x${string}` | undefined,
    logLevel: raw.LOG_LEVEL,
    webDistDir: resolvePath(raw.WEB_DIST_DIR, join(REPO_ROOT, 'apps', 'web', 'dist')),
    bodyLimit: raw.BODY_LIMIT,
    publicOrigins: (raw.PUBLIC_URL ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    authRateLimit: raw.AUTH_RATE_LIMIT,
    writeRateLimit: raw.WRITE_RATE_LIMIT,
    writeRateLimitPerIp: raw.WRITE_RATE_LIMIT_PER_IP,
    listCacheMs: raw.LIST_CACHE_MS,
    relayerMaxGasPrice: parseUnits(raw.RELAYER_MAX_GAS_PRICE_GWEI, 9),
    relayerMinBalance: parseUnits(raw.RELAYER_MIN_BALANCE, 18),
    relayerRateLimit: raw.RELAYER_RATE_LIMIT,
    readyMaxIndexerLag: raw.READY_MAX_INDEXER_LAG,
    gaslessDonations: raw.GASLESS_DONATIONS === 'on',
    gaslessMinAmount: raw.GASLESS_MIN_AMOUNT,
    gaslessRateLimitPerDonor: raw.GASLESS_RATE_LIMIT_PER_DONOR,
    gaslessRateLimitPerIp: raw.GASLESS_RATE_LIMIT_PER_IP,
    gaslessDailyGasBudget: raw.GASLESS_DAILY_GAS_BUDGET,
    metricsToken: raw.METRICS_TOKEN,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      devMailbox: !raw.SMTP_URL && raw.NODE_ENV !== 'production',
      // Links in mail lead to the first public origin; the embedded stack's own address otherwise.
      publicUrl:
        (raw.PUBLIC_URL ?? '').split(',')[0]?.trim().replace(/\/$/, '') || `http://localhost:${raw.PORT}`,
    },
    media: {
      uploadBytesPerUser: raw.MEDIA_UPLOAD_MB_PER_USER * MEGABYTE,
      uploadBytesPerIp: raw.MEDIA_UPLOAD_MB_PER_IP * MEGABYTE,
      processingSlots: raw.MEDIA_PROCESSING_SLOTS,
      processingQueue: raw.MEDIA_PROCESSING_QUEUE,
      unattachedMs: raw.MEDIA_UNATTACHED_HOURS * HOUR_MS,
      newcomerUnattachedMs: raw.MEDIA_UNATTACHED_HOURS_NEWCOMER * HOUR_MS,
    },
    pledges: {
      maxAttempts: raw.PLEDGE_MAX_ATTEMPTS,
      retrySeconds: BigInt(raw.PLEDGE_RETRY_HOURS) * 3_600n,
      lapseAfter: raw.PLEDGE_LAPSE_AFTER,
      intervalMs: raw.PLEDGE_PASS_SECONDS * 1_000,
      reminderSeconds: BigInt(raw.PLEDGE_REMINDER_HOURS) * 3_600n,
    },
    rounds: { intervalMs: raw.ROUND_PASS_SECONDS * 1_000 },
  };
}

const MEGABYTE = 1024 * 1024;
const HOUR_MS = 3_600_000;

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || /^(off|false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

function resolvePath(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(value);
}

/** Loads `.env` at the repository root into process.env, if it exists. Variables already set in
 *  the environment win, so `PORT=4000 npm start` overrides the file. */
export function loadDotEnvFile(file = join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
