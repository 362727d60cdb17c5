import {
  allOrNothingVaultAbi,
  campaignFactoryAbi,
  campaignVaultAbi,
} from '@crowdvault/contracts/generated/artifacts';
import { withdrawTypedData } from '@crowdvault/contracts/withdraw-signature';
import type { RecordWithdrawal, SignedWithdrawal, Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { WITHDRAWAL_ERRORS } from '@crowdvault/shared/api/withdrawal';
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  getAddress,
  type Hex,
  recoverTypedDataAddress,
  TransactionNotFoundError,
} from 'viem';
import type { ChainContext } from '../../chain/context';
import { type TokenSource, tokenByAddress, vaultTokenArgument } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import { decodeVaultWithdraw } from '../../chain/vault-withdraw-call';
import type { Database } from '../../db/client';
import { withdrawalRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Relayer } from '../../infra/relayer/relayer';
import type { AuthUser } from '../auth/users';
import type { OwnedCampaign } from './campaign-vaults';
import { assertAllOrNothingWithdrawable, parseRecipient } from './plan-withdrawal';
import { withdrawalOfRequest } from './withdrawal-history';

export const GASLESS_ERRORS = {
  expired: 'This withdrawal signature has expired: please sign again',
  used: 'This withdrawal signature was already used',
  staleNonce: 'This signature does not match the vault’s current nonce: please sign again',
  notOwner:
    'The signature is not from the campaign owner’s wallet for this network: sign again on the network you withdraw from',
  unknownToken: 'The vault does not pay out this token',
  zeroAmount: WITHDRAWAL_ERRORS.invalidAmount,
  inFlight:
    'This signed withdrawal is already being sent (one signature, one send). Wait for it to complete, then refresh.',
} as const;

export const DIRECT_ERRORS = {
  notFound:
    'Transaction not found on this chain: check the hash and that your wallet is on the right network',
  notYours: 'The transaction was not sent from your wallet',
  notWithdraw: "The transaction is not a withdrawal from this campaign's vault",
} as const;

/**
 * POST /api/withdrawals: records a direct withdrawal the owner's wallet has sent, as pending. The
 * transaction is read from the chain (sender, vault, token, amount and recipient come from it, not
 * from the body), so only a real withdraw call by the owner can be recorded. Idempotent per hash.
 */
export async function recordDirectWithdrawal(
  deps: { db: Database; chain: Pick<ChainContext, 'client' | 'deployment' | 'nativeCurrency' | 'chainId'> },
  user: AuthUser,
  { campaign, owner }: OwnedCampaign,
  body: RecordWithdrawal,
): Promise<Withdrawal> {
  const { db, chain } = deps;
  const hash = body.transactionHash.toLowerCase() as Hex;
  let transaction: Awaited<ReturnType<typeof chain.client.getTransaction>>;
  try {
    transaction = await chain.client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw new AppError('BAD_REQUEST', DIRECT_ERRORS.notFound);
    throw new AppError('SERVICE_UNAVAILABLE', 'The chain is not answering; please try again shortly');
  }
  if (getAddress(transaction.from) !== owner) throw new AppError('BAD_REQUEST', DIRECT_ERRORS.notYours);
  if (!transaction.to || transaction.to.toLowerCase() !== campaign.vaultAddress.toLowerCase()) {
    throw new AppError('BAD_REQUEST', DIRECT_ERRORS.notWithdraw);
  }
  const call = decodeVaultWithdraw(transaction.input);
  if (!call) throw new AppError('BAD_REQUEST', DIRECT_ERRORS.notWithdraw);
  const { tokenAddress, amount, recipient } = call;
  const token = tokenByAddress(chain, tokenAddress);
  if (!token) throw new AppError('BAD_REQUEST', GASLESS_ERRORS.unknownToken);
  return insertRequest(db, chain, {
    campaignId: campaign.id,
    requestedBy: user.id,
    chainId: chain.chainId,
    method: 'direct',
    tokenAddress: token.address?.toLowerCase() ?? null,
    amount,
    recipient: recipient.toLowerCase(),
    txHash: hash,
  });
}

/**
 * POST /api/wallet/withdraw: checks a signed withdrawal off-chain (deadline, the vault's nonce on
 * chain, the signer is the owner, the balance covers it), simulates the factory's withdrawWithSig,
 * then has the relayer send it and records the request as pending. Anything wrong is refused
 * before a transaction exists; a signature can only ever be used once, because the nonce it signs
 * is the vault's own and the vault increments it.
 */
export async function relayWithdrawal(
  deps: {
    db: Database;
    chain: Pick<ChainContext, 'client' | 'deployment' | 'nativeCurrency' | 'chainId'>;
    relayer: Relayer;
  },
  user: AuthUser,
  { campaign, owner, saltOwner }: OwnedCampaign,
  body: SignedWithdrawal,
  now = new Date(),
): Promise<{ transactionHash: Hex; withdrawal: Withdrawal }> {
  const { db, chain, relayer } = deps;
  const token = tokenByAddress(chain, body.token);
  if (!token) throw new AppError('BAD_REQUEST', GASLESS_ERRORS.unknownToken);
  const amount = BigInt(body.amount);
  if (amount <= 0n) throw new AppError('BAD_REQUEST', GASLESS_ERRORS.zeroAmount);
  const recipient = parseRecipient(body.recipientAddress);
  const deadline = BigInt(body.deadline);
  if (deadline < BigInt(Math.floor(now.getTime() / 1000)))
    throw new AppError('BAD_REQUEST', GASLESS_ERRORS.expired);

  const vault = getAddress(campaign.vaultAddress);
  const states = await readVaultStates(chain.client, chain, [vault]);
  const state = states.byVault.get(vault.toLowerCase())!;
  const vaultNonce = state.deployed
    ? await chain.client.readContract({ address: vault, abi: campaignVaultAbi, functionName: 'nonce' })
    : 0n;
  const nonce = BigInt(body.nonce);
  if (nonce < vaultNonce) throw new AppError('BAD_REQUEST', GASLESS_ERRORS.used);
  if (nonce !== vaultNonce) throw new AppError('BAD_REQUEST', GASLESS_ERRORS.staleNonce);

  const tokenArgument = vaultTokenArgument(token);
  const signer = await recoverTypedDataAddress({
    ...withdrawTypedData({
      chainId: chain.chainId,
      vault,
      token: tokenArgument,
      amount,
      recipient,
      nonce,
      deadline,
    }),
    signature: body.signature as Hex,
  }).catch(() => null);
  // The domain binds the chain: a signature made for another chain's vault recovers to some
  // other address here, so it is refused before anything is sent.
  if (signer === null || getAddress(signer) !== owner)
    throw new AppError('BAD_REQUEST', GASLESS_ERRORS.notOwner);

  const available = state.balances.find((balance) => balance.token.symbol === token.symbol)?.raw ?? 0n;
  if (amount > available) throw new AppError('BAD_REQUEST', WITHDRAWAL_ERRORS.exceedsBalance);

  await relayer.takeAllowance(owner);
  const allOrNothing = campaign.fundingModel === 'all_or_nothing';
  if (allOrNothing) await assertAllOrNothingWithdrawable(chain, campaign, vault, token, amount);
  const signature = body.signature as Hex;
  // An all-or-nothing vault exists from creation and is called directly; a keep vault through
  // the factory, which deploys it first when needed.
  const call = allOrNothing
    ? ({
        address: vault,
        abi: allOrNothingVaultAbi,
        functionName: 'withdrawWithSig',
        args: [tokenArgument, amount, recipient, deadline, signature],
      } as const)
    : ({
        address: getAddress(chain.deployment.factoryAddress),
        abi: FACTORY_WITH_VAULT_ERRORS,
        functionName: 'withdrawWithSig',
        args: [BigInt(campaign.id), saltOwner, tokenArgument, amount, recipient, deadline, signature],
      } as const);
  let gas: bigint;
  try {
    // A dry run from the relayer: a signature the vault would refuse never costs it gas.
    gas = await chain.client.estimateContractGas({
      ...(call as Parameters<typeof chain.client.estimateContractGas>[0]),
      account: relayer.address,
    });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The vault would refuse this withdrawal: ${revertReason(error)}`);
  }
  const data = encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]);
  // A little headroom: the vault's deployment in the same call varies with the clone's storage.
  // Two requests with the same signature (or two signatures of one vault nonce) both pass the
  // dry run until the first is mined; the second would revert at the relayer's cost.
  const once = `withdraw:${chain.chainId}:${vault.toLowerCase()}:${nonce}`;
  if (!(await relayer.claimOnce(once))) throw new AppError('CONFLICT', GASLESS_ERRORS.inFlight);
  let transactionHash: Hex;
  try {
    transactionHash = await relayer.send({ to: call.address, data, gas: (gas * 12n) / 10n });
  } catch (error) {
    await relayer.releaseOnce(once);
    throw error;
  }
  const withdrawal = await insertRequest(db, chain, {
    campaignId: campaign.id,
    requestedBy: user.id,
    chainId: chain.chainId,
    method: 'gasless',
    tokenAddress: token.address?.toLowerCase() ?? null,
    amount,
    recipient: recipient.toLowerCase(),
    txHash: transactionHash.toLowerCase(),
  });
  return { transactionHash, withdrawal };
}

/** The factory's ABI plus the vault's errors, so a refusal inside the vault decodes by name. */
const FACTORY_WITH_VAULT_ERRORS = [
  ...campaignFactoryAbi,
  ...campaignVaultAbi.filter((item) => item.type === 'error'),
] as const;

async function insertRequest(
  db: Database,
  chain: TokenSource,
  row: typeof withdrawalRequests.$inferInsert,
): Promise<Withdrawal> {
  await db.insert(withdrawalRequests).values(row).onConflictDoNothing();
  const withdrawal = await withdrawalOfRequest(db, chain, row.chainId, row.txHash);
  if (!withdrawal) throw new Error(`Withdrawal request ${row.txHash} was not stored`);
  return withdrawal;
}

function revertReason(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName) {
      return reverted.data.errorName;
    }
    return error.shortMessage;
  }
  return 'unknown reason';
}
