import { chainAt } from '@crowdvault/contracts/chain-clients';
import { formatUnits } from '@crowdvault/shared/format';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { AppError } from '../../errors';
import { type HitCounter, MemoryHitCounter } from '../limits/hit-counter';

export interface RelayerOptions {
  rpcUrl: string;
  chainId: number;
  privateKey: Hex;
  /** Refuse to send above this gas price (wei): a fee spike must not drain the relayer. */
  maxGasPrice: bigint;
  /** Refuse to send below this balance (wei), with a message instead of a stuck transaction. */
  minBalance: bigint;
  /** Sends per owner per hour; 0 lifts the limit. */
  perOwnerPerHour: number;
  /** Where sends are counted: shared by every instance in a scaled-out deployment. Default: this
   *  process's memory. */
  counter?: HitCounter;
  /** Runs each send while no other instance sends from the same key (relayer-lock.ts), so
   *  instances sharing the key never pick the same nonce. Default: this process's queue only. */
  sendLock?: SendLock;
}

export type SendLock = <T>(run: () => Promise<T>) => Promise<T>;

export const RELAYER_ERRORS = {
  rateLimited:
    'Too many gasless withdrawals in the last hour. Please wait, or withdraw directly from your wallet.',
  gasTooHigh:
    'Gasless withdrawals are paused while network fees are high. You can withdraw directly from your wallet.',
  lowBalance:
    'Gasless withdrawals are unavailable right now (the relayer is low on funds). You can withdraw directly from your wallet.',
} as const;

export type RelayerRefusals = { gasTooHigh: string; lowBalance: string };

const HOUR_MS = 3_600_000;

/**
 * The platform's account that pays gas for signed (gasless) withdrawals. It only ever sends what
 * a caller hands it after checking the owner's signature; what keeps it from being drained is
 * here: a per-owner hourly limit, a gas-price ceiling, a minimum balance, and one queue so that
 * concurrent requests take consecutive nonces instead of colliding.
 */
export class Relayer {
  readonly account: PrivateKeyAccount;
  private readonly client: PublicClient;
  private readonly wallet: WalletClient;
  private readonly counter: HitCounter;
  private queue: Promise<unknown> = Promise.resolve();
  /** The nonce of the next transaction, once known; reset when a send fails before broadcast. */
  private nextNonce: number | undefined;

  constructor(private readonly options: RelayerOptions) {
    const chain = chainAt(options.rpcUrl, options.chainId);
    const transport = http(options.rpcUrl, { timeout: 10_000, retryCount: 1 });
    this.account = privateKeyToAccount(options.privateKey);
    this.counter = options.counter ?? new MemoryHitCounter();
    // No response cache: balance and nonce must be read fresh for every send.
    this.client = createPublicClient({ chain, transport, cacheTime: 0 });
    this.wallet = createWalletClient({ chain, transport, account: this.account, cacheTime: 0 });
  }

  get address(): Address {
    return this.account.address;
  }

  /** Address and balance (native coin, decimal string) for /api/health. */
  async status(): Promise<{ address: Address; balance: string }> {
    const balance = await this.client.getBalance({ address: this.address });
    return { address: this.address, balance: formatUnits(balance, 18) };
  }

  /** Counts a send for `owner` against the hourly limit (an hour-long window from the first send,
   *  counted across instances), or refuses with 429. */
  async takeAllowance(owner: string): Promise<void> {
    const limit = this.options.perOwnerPerHour;
    if (limit === 0) return;
    const hits = await this.counter.hit(`relayer:${owner.toLowerCase()}`, HOUR_MS);
    if (hits.count > limit) throw new AppError('TOO_MANY_REQUESTS', RELAYER_ERRORS.rateLimited);
  }

  /** Takes `key` for this send alone, across instances (the shared counter): false when another
   *  request holds it. One signed withdrawal (a vault nonce) is sent once (issue 26, item 8). */
  async claimOnce(key: string, windowMs = 10 * 60_000): Promise<boolean> {
    const { count } = await this.counter.hit(`once:${key}`, windowMs);
    return count === 1;
  }

  /** Gives `key` back when its send failed before it went out, so the signer may try again. */
  async releaseOnce(key: string): Promise<void> {
    await this.counter.hit(`once:${key}`, 10 * 60_000, -1).catch(() => undefined);
  }

  /** Sends `to`/`data` from the relayer once the ceiling and balance checks pass. Sends are
   *  queued one after another, so each gets the next nonce. Returns the transaction hash. Gasless
   *  withdrawals and gasless donations share this one queue (decision 051); `refusals` words the
   *  ceiling and balance refusals for the feature that asked. */
  send(
    request: { to: Address; data: Hex; gas: bigint },
    refusals: RelayerRefusals = RELAYER_ERRORS,
  ): Promise<Hex> {
    const lock: SendLock = this.options.sendLock ?? ((run) => run());
    const sent = this.queue.then(() => lock(() => this.sendNow(request, refusals)));
    this.queue = sent.catch(() => undefined);
    return sent;
  }

  /** Whether a send would pass the balance floor now (for offering gasless options at all). */
  async hasFunds(): Promise<boolean> {
    const balance = await this.client.getBalance({ address: this.address });
    return balance >= this.options.minBalance;
  }

  private async sendNow(
    request: { to: Address; data: Hex; gas: bigint },
    refusals: RelayerRefusals,
  ): Promise<Hex> {
    const [gasPrice, balance, pendingNonce] = await Promise.all([
      this.client.getGasPrice(),
      this.client.getBalance({ address: this.address }),
      this.client.getTransactionCount({ address: this.address, blockTag: 'pending' }),
    ]);
    if (gasPrice > this.options.maxGasPrice) throw new AppError('SERVICE_UNAVAILABLE', refusals.gasTooHigh);
    if (balance < this.options.minBalance || balance < gasPrice * request.gas) {
      throw new AppError('SERVICE_UNAVAILABLE', refusals.lowBalance);
    }
    // A node behind a load balancer may not count our last send as pending yet: never reuse it.
    const nonce = Math.max(pendingNonce, this.nextNonce ?? 0);
    try {
      const hash = await this.wallet.sendTransaction({
        account: this.account,
        chain: this.wallet.chain,
        to: request.to,
        data: request.data,
        gas: request.gas,
        nonce,
      });
      this.nextNonce = nonce + 1;
      return hash;
    } catch (error) {
      this.nextNonce = undefined;
      throw error;
    }
  }
}
