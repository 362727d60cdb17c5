import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { joinSafeSignatures, plainSafeCall, safeTxTypedData } from '@crowdvault/contracts/safe-signatures';
import {
  type ExecuteSafeTx,
  type ProposeSafeTx,
  SAFE_ERRORS,
  type SafeMultisigTx,
  type SafeTxStatus,
} from '@crowdvault/shared/api/safe';
import { formatUnits } from '@crowdvault/shared/format';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  type Hex,
  hashTypedData,
  isAddressEqual,
  parseEventLogs,
  recoverAddress,
  TransactionNotFoundError,
  zeroAddress,
} from 'viem';
import type { ChainContext } from '../../chain/context';
import { chainUnavailableIn } from '../../chain/deadline';
import { readSafe, type SafeState } from '../../chain/read-safe';
import { tokenByAddress } from '../../chain/tokens';
import { decodeVaultWithdraw } from '../../chain/vault-withdraw-call';
import type { Database } from '../../db/client';
import { campaigns, safeConfirmations, safeTransactions, withdrawalRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Relayer } from '../../infra/relayer/relayer';
import type { AuthUser } from '../auth/users';
import { notifySafeOwners } from '../notifications/notify';

type Chain = Pick<ChainContext, 'chainId' | 'client' | 'name' | 'deployment' | 'nativeCurrency'>;
type Row = typeof safeTransactions.$inferSelect;
type Confirmation = typeof safeConfirmations.$inferSelect;

/** The EIP-712 SafeTx hash of a proposal: what every owner signs and the Safe checks. */
function safeTxHashOf(chainId: number, safe: Address, to: Address, data: Hex, nonce: bigint): Hex {
  return hashTypedData(safeTxTypedData({ chainId, safe, transaction: plainSafeCall({ to, data, nonce }) }));
}

/** The owner whose 65-byte ECDSA signature this is over `hash`, or null. Only v 27/28 counts: the
 *  Safe reads other v values as eth_sign, contract or pre-approved signatures. */
async function signerOf(hash: Hex, signature: Hex): Promise<Address | null> {
  const v = Number.parseInt(signature.slice(130, 132), 16);
  if (v !== 27 && v !== 28) return null;
  return recoverAddress({ hash, signature }).catch(() => null);
}

function requireOwner(safe: SafeState, address: string): Address {
  const owner = safe.owners.find((candidate) => isAddressEqual(candidate, address as Address));
  if (!owner) throw new AppError('FORBIDDEN', SAFE_ERRORS.notOwner(getAddress(address)));
  return owner;
}

/**
 * POST /api/safes/{chainId}/{safe}/multisig-transactions: an owner of the Safe proposes a withdrawal
 * from a vault the Safe owns on this chain, signed by themselves. Everything is checked before it is
 * stored: the call is the vault's withdraw, the vault is a campaign's and the Safe owns it on this
 * chain (read from the vault), the nonce is not behind the Safe's, the hash is of these fields on
 * this chain, and the signature is the sender's over that hash. A proposal at a nonce already
 * proposed replaces the earlier one (the Safe can execute only one of them).
 */
export async function proposeSafeTransaction(
  deps: { db: Database; chain: Chain },
  user: AuthUser,
  safeAddress: string,
  body: ProposeSafeTx,
): Promise<SafeMultisigTx> {
  const { db, chain } = deps;
  const safe = await readSafe(chain, safeAddress);
  if (!isAddressEqual(body.sender as Address, user.walletAddress as Address)) {
    throw new AppError('FORBIDDEN', 'Propose with the wallet you are signed in with.');
  }
  const sender = requireOwner(safe, body.sender);
  if (
    body.value !== '0' ||
    body.safeTxGas !== '0' ||
    body.baseGas !== '0' ||
    body.gasPrice !== '0' ||
    !isAddressEqual(body.gasToken as Address, zeroAddress) ||
    !isAddressEqual(body.refundReceiver as Address, zeroAddress)
  ) {
    throw new AppError('BAD_REQUEST', SAFE_ERRORS.refundFields);
  }
  const vault = getAddress(body.to);
  const data = body.data.toLowerCase() as Hex;
  const call = decodeVaultWithdraw(data);
  if (!call) throw new AppError('BAD_REQUEST', SAFE_ERRORS.notWithdrawal);
  const { tokenAddress, amount, recipient } = call;
  const token = tokenByAddress(chain, tokenAddress);
  if (!token || amount <= 0n || isAddressEqual(recipient, zeroAddress)) {
    throw new AppError('BAD_REQUEST', SAFE_ERRORS.notWithdrawal);
  }
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.vaultAddress, vault.toLowerCase()));
  const vaultOwner = campaign
    ? await chain.client
        .readContract({ address: vault, abi: campaignVaultAbi, functionName: 'owner' })
        .catch((error: unknown) => {
          if (chainUnavailableIn(error)) throw error;
          return null;
        })
    : null;
  if (!campaign || !vaultOwner || !isAddressEqual(vaultOwner, safe.address)) {
    throw new AppError('BAD_REQUEST', SAFE_ERRORS.notSafeVault);
  }
  const nonce = BigInt(body.nonce);
  if (nonce < safe.nonce) throw new AppError('BAD_REQUEST', SAFE_ERRORS.staleNonce(body.nonce));
  const hash = safeTxHashOf(chain.chainId, safe.address, vault, data, nonce);
  if (hash !== body.contractTransactionHash.toLowerCase())
    throw new AppError('BAD_REQUEST', SAFE_ERRORS.hashMismatch);
  const signer = await signerOf(hash, body.signature as Hex);
  if (!signer || !isAddressEqual(signer, sender)) throw new AppError('BAD_REQUEST', SAFE_ERRORS.badSignature);

  const existing = await findRow(db, hash);
  if (existing) throw new AppError('CONFLICT', SAFE_ERRORS.alreadySigned(sender));
  await db.transaction(async (tx) => {
    await tx
      .update(safeTransactions)
      .set({ status: 'replaced', updatedAt: new Date() })
      .where(
        and(
          eq(safeTransactions.chainId, chain.chainId),
          eq(safeTransactions.safeAddress, safe.address.toLowerCase()),
          eq(safeTransactions.nonce, nonce),
          eq(safeTransactions.status, 'open'),
        ),
      );
    const [row] = await tx
      .insert(safeTransactions)
      .values({
        safeTxHash: hash,
        chainId: chain.chainId,
        safeAddress: safe.address.toLowerCase(),
        campaignId: campaign.id,
        vaultAddress: vault.toLowerCase(),
        data,
        nonce,
        tokenAddress: tokenAddress.toLowerCase(),
        amount,
        recipient: recipient.toLowerCase(),
        proposer: sender.toLowerCase(),
      })
      .returning({ id: safeTransactions.id });
    await tx.insert(safeConfirmations).values({
      safeTransactionId: row!.id,
      owner: sender.toLowerCase(),
      signature: body.signature.toLowerCase(),
    });
    await notifySafeOwners(tx, {
      campaignId: campaign.id,
      owners: safe.owners,
      safeTxHash: hash,
      notice: 'proposed',
      actor: sender,
    });
  });
  return describe(db, chain, (await findRow(db, hash))!, safe);
}

/**
 * POST /api/multisig-transactions/{safeTxHash}/confirmations: another owner's signature. Refused:
 * a signer who is not an owner now, a signature over anything but this proposal's hash, one the
 * owner already gave (a replay), and a proposal that can no longer run.
 */
export async function confirmSafeTransaction(
  deps: { db: Database; chain: Chain },
  user: AuthUser,
  row: Row,
  signature: Hex,
): Promise<SafeMultisigTx> {
  const { db, chain } = deps;
  const safe = await readSafe(chain, row.safeAddress);
  const status = await statusOf(db, chain, row, safe);
  if (status !== 'AWAITING_CONFIRMATIONS' && status !== 'AWAITING_EXECUTION') {
    throw new AppError('CONFLICT', SAFE_ERRORS.notOpen(status));
  }
  // The signature must be the signed-in wallet's over this very hash: anything else (over other
  // data, or someone else's signature) recovers to another address.
  const signer = await signerOf(row.safeTxHash as Hex, signature);
  if (!signer || !isAddressEqual(signer, user.walletAddress as Address)) {
    throw new AppError('BAD_REQUEST', SAFE_ERRORS.badSignature);
  }
  requireOwner(safe, signer);
  const inserted = await db
    .insert(safeConfirmations)
    .values({ safeTransactionId: row.id, owner: signer.toLowerCase(), signature: signature.toLowerCase() })
    .onConflictDoNothing()
    .returning({ owner: safeConfirmations.owner });
  if (inserted.length === 0) throw new AppError('CONFLICT', SAFE_ERRORS.alreadySigned(signer));
  return describe(db, chain, row, safe);
}

/** DELETE /api/multisig-transactions/{safeTxHash}: an owner withdraws a proposal not yet sent. */
export async function rejectSafeTransaction(
  deps: { db: Database; chain: Chain },
  user: AuthUser,
  row: Row,
): Promise<SafeMultisigTx> {
  const { db, chain } = deps;
  const safe = await readSafe(chain, row.safeAddress);
  requireOwner(safe, user.walletAddress);
  if (row.status !== 'open')
    throw new AppError('CONFLICT', SAFE_ERRORS.notOpen(await statusOf(db, chain, row, safe)));
  await db
    .update(safeTransactions)
    .set({ status: 'rejected', updatedAt: new Date() })
    .where(eq(safeTransactions.id, row.id));
  return describe(db, chain, { ...row, status: 'rejected' }, safe);
}

/**
 * POST /api/multisig-transactions/{safeTxHash}/executions. `relayer`: once the current owners'
 * signatures reach the threshold and the proposal is the Safe's next nonce, CrowdVault's relayer
 * sends the Safe's execTransaction (a dry run first: nothing the Safe would refuse is sent); the
 * Safe calls the vault's withdraw, which pays 97.5 / 2.5 as any withdrawal. `direct`: records the
 * execTransaction an owner's wallet sent, read from the chain. Either way the withdrawal is recorded
 * pending like any other, and the indexer completes it from the vault's Withdrawn event.
 */
export async function executeSafeTransaction(
  deps: { db: Database; chain: Chain; relayer: Relayer },
  user: AuthUser,
  row: Row,
  body: ExecuteSafeTx,
): Promise<SafeMultisigTx> {
  const { db, chain, relayer } = deps;
  const safe = await readSafe(chain, row.safeAddress);
  requireOwner(safe, user.walletAddress);
  // A direct execution is told after it was mined (the Safe's nonce has moved by then, and the
  // Safe itself enforced the threshold): only that it is this proposal's, sent by this owner.
  const transactionHash =
    body.mode === 'direct'
      ? await checkDirectExecution(chain, safe, row, body.transactionHash as Hex, user)
      : await relayExecution(db, chain, relayer, row, safe);
  const hash = transactionHash.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(safeTransactions)
      .set({ status: 'executing', executionTxHash: hash, executedBy: body.mode, updatedAt: new Date() })
      .where(eq(safeTransactions.id, row.id));
    await tx
      .insert(withdrawalRequests)
      .values({
        campaignId: row.campaignId,
        requestedBy: user.id,
        chainId: chain.chainId,
        method: body.mode === 'relayer' ? 'gasless' : 'direct',
        tokenAddress: tokenByAddress(chain, row.tokenAddress)?.address?.toLowerCase() ?? null,
        amount: BigInt(row.amount),
        recipient: row.recipient,
        txHash: hash,
      })
      .onConflictDoNothing();
  });
  return describe(
    db,
    chain,
    { ...row, status: 'executing', executionTxHash: hash, executedBy: body.mode },
    safe,
  );
}

/** Checks that the proposal can run now and has the relayer send the Safe's execTransaction. */
async function relayExecution(
  db: Database,
  chain: Chain,
  relayer: Relayer,
  row: Row,
  safe: SafeState,
): Promise<Hex> {
  const status = await statusOf(db, chain, row, safe);
  if (status !== 'AWAITING_EXECUTION') {
    if (status === 'AWAITING_CONFIRMATIONS') {
      const signed = (await validConfirmations(db, row, safe)).length;
      throw new AppError('BAD_REQUEST', SAFE_ERRORS.belowThreshold(signed, safe.threshold));
    }
    throw new AppError('CONFLICT', SAFE_ERRORS.notOpen(status));
  }
  const nonce = BigInt(row.nonce);
  if (nonce !== safe.nonce) {
    throw new AppError('CONFLICT', `The Safe must first execute its transaction with nonce ${safe.nonce}.`);
  }
  const signatures = joinSafeSignatures(
    (await validConfirmations(db, row, safe)).map((confirmation) => ({
      signer: getAddress(confirmation.owner),
      signature: confirmation.signature as Hex,
    })),
  );
  const call = {
    address: safe.address,
    abi: SAFE_WITH_VAULT_ERRORS,
    functionName: 'execTransaction',
    args: [
      getAddress(row.vaultAddress),
      0n,
      row.data as Hex,
      0,
      0n,
      0n,
      0n,
      zeroAddress,
      zeroAddress,
      signatures,
    ],
  } as const;
  let gas: bigint;
  try {
    // A dry run from the relayer: nothing the Safe or the vault would refuse costs it gas.
    gas = await chain.client.estimateContractGas({ ...call, account: relayer.address });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The Safe would refuse this transaction: ${revertReason(error)}`);
  }
  await relayer.takeAllowance(safe.address);
  const once = `safe:${chain.chainId}:${safe.address.toLowerCase()}:${nonce}`;
  if (!(await relayer.claimOnce(once))) {
    throw new AppError('CONFLICT', 'This Safe transaction is already being sent. Refresh in a moment.');
  }
  try {
    return await relayer.send({ to: safe.address, data: encodeFunctionData(call), gas: (gas * 12n) / 10n });
  } catch (error) {
    await relayer.releaseOnce(once);
    throw error;
  }
}

/** A direct execution must be an execTransaction of this very proposal, sent to this Safe by the
 *  signed-in owner's wallet. */
async function checkDirectExecution(
  chain: Chain,
  safe: SafeState,
  row: Row,
  hash: Hex,
  user: AuthUser,
): Promise<Hex> {
  let transaction: Awaited<ReturnType<typeof chain.client.getTransaction>>;
  try {
    transaction = await chain.client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) {
      throw new AppError(
        'BAD_REQUEST',
        'Transaction not found on this chain: check the hash and the network.',
      );
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'The chain is not answering; please try again shortly');
  }
  const notThis = new AppError(
    'BAD_REQUEST',
    "The transaction is not this proposal's execution by your wallet.",
  );
  if (!transaction.to || !isAddressEqual(transaction.to, safe.address)) throw notThis;
  if (!isAddressEqual(transaction.from, user.walletAddress as Address)) throw notThis;
  try {
    const decoded = decodeFunctionData({ abi: safeAbi, data: transaction.input });
    if (decoded.functionName !== 'execTransaction') throw notThis;
    const [to, value, data] = decoded.args;
    if (!isAddressEqual(to, row.vaultAddress as Address) || value !== 0n || data.toLowerCase() !== row.data) {
      throw notThis;
    }
  } catch {
    throw notThis;
  }
  return hash;
}

export async function findRow(db: Database, safeTxHash: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(safeTransactions)
    .where(eq(safeTransactions.safeTxHash, safeTxHash.toLowerCase()));
  return row;
}

export async function requireRow(db: Database, safeTxHash: string): Promise<Row> {
  const row = await findRow(db, safeTxHash);
  if (!row) throw new AppError('NOT_FOUND', SAFE_ERRORS.unknownTx);
  return row;
}

/** Signatures of people who are owners now: an owner removed from the Safe no longer counts. */
async function validConfirmations(db: Database, row: Row, safe: SafeState): Promise<Confirmation[]> {
  const all = await db
    .select()
    .from(safeConfirmations)
    .where(eq(safeConfirmations.safeTransactionId, row.id))
    .orderBy(asc(safeConfirmations.createdAt));
  return all.filter((confirmation) =>
    safe.owners.some((owner) => isAddressEqual(owner, confirmation.owner as Address)),
  );
}

/**
 * What a proposal's state is now. Executing ones are settled from their receipt (the Safe emits
 * ExecutionSuccess, or the call reverted); open ones are stale once the Safe's nonce moved past
 * theirs, else waiting for signatures or for execution by the current owners' count.
 */
async function statusOf(db: Database, chain: Chain, row: Row, safe: SafeState): Promise<SafeTxStatus> {
  if (row.status === 'executing' && row.executionTxHash) {
    const receipt = await chain.client
      .getTransactionReceipt({ hash: row.executionTxHash as Hex })
      .catch(() => null);
    if (!receipt) return 'EXECUTING';
    // The Safe emits ExecutionSuccess(safeTxHash) when the inner call ran; ExecutionFailure (or
    // a revert) otherwise.
    const succeeded =
      receipt.status === 'success' &&
      parseEventLogs({ abi: safeAbi, logs: receipt.logs, eventName: 'ExecutionSuccess' }).some(
        (log) =>
          isAddressEqual(log.address, safe.address) && log.args.txHash.toLowerCase() === row.safeTxHash,
      );
    await db.transaction(async (tx) => {
      await tx
        .update(safeTransactions)
        .set({ status: succeeded ? 'executed' : 'failed', updatedAt: new Date() })
        .where(eq(safeTransactions.id, row.id));
      if (succeeded) {
        await notifySafeOwners(tx, {
          campaignId: row.campaignId,
          owners: safe.owners,
          safeTxHash: row.safeTxHash,
          notice: 'executed',
        });
      }
    });
    return succeeded ? 'EXECUTED' : 'FAILED';
  }
  if (row.status !== 'open') return row.status.toUpperCase() as SafeTxStatus;
  if (BigInt(row.nonce) < safe.nonce) return 'STALE';
  const signed = (await validConfirmations(db, row, safe)).length;
  return signed >= safe.threshold ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS';
}

/** A proposal as the API answers it, with the Safe's owners and threshold as read now. */
export async function describe(
  db: Database,
  chain: Chain,
  row: Row,
  safe: SafeState,
): Promise<SafeMultisigTx> {
  const status = await statusOf(db, chain, row, safe);
  const confirmations = await validConfirmations(db, row, safe);
  const token = tokenByAddress(chain, row.tokenAddress);
  const settled = status === 'EXECUTED' || status === 'FAILED' ? await findRow(db, row.safeTxHash) : row;
  return {
    safe: safe.address,
    chainId: chain.chainId,
    campaignId: row.campaignId,
    to: getAddress(row.vaultAddress),
    value: '0',
    data: row.data,
    operation: 0,
    nonce: String(row.nonce),
    safeTxHash: row.safeTxHash,
    proposer: getAddress(row.proposer),
    withdrawal: {
      tokenAddress: getAddress(row.tokenAddress),
      symbol: token?.symbol ?? 'token',
      amount: formatUnits(BigInt(row.amount), token?.decimals ?? 18),
      recipient: getAddress(row.recipient),
    },
    confirmationsRequired: safe.threshold,
    owners: safe.owners,
    confirmations: confirmations.map((confirmation) => ({
      owner: getAddress(confirmation.owner),
      signature: confirmation.signature,
      submissionDate: confirmation.createdAt.toISOString(),
    })),
    progress: `${Math.min(confirmations.length, safe.threshold)} of ${safe.threshold} signed`,
    status,
    isExecuted: status === 'EXECUTED',
    transactionHash: settled?.executionTxHash ?? null,
    executedBy: (settled?.executedBy as 'relayer' | 'direct' | null) ?? null,
    submissionDate: row.createdAt.toISOString(),
  };
}

/** GET /api/safes/{chainId}/{safe}/multisig-transactions: newest nonce first. Only the Safe's
 *  owners (as read now) may list its queue. */
export async function listSafeTransactions(
  deps: { db: Database; chain: Chain },
  user: AuthUser,
  safeAddress: string,
): Promise<SafeMultisigTx[]> {
  const { db, chain } = deps;
  const safe = await readSafe(chain, safeAddress);
  requireOwner(safe, user.walletAddress);
  const rows = await db
    .select()
    .from(safeTransactions)
    .where(
      and(
        eq(safeTransactions.chainId, chain.chainId),
        eq(safeTransactions.safeAddress, safe.address.toLowerCase()),
      ),
    )
    .orderBy(asc(safeTransactions.nonce), asc(safeTransactions.id));
  const described = await Promise.all(rows.map((row) => describe(db, chain, row, safe)));
  return described.reverse();
}

/** Proposals for the given campaigns (the dashboard of a Safe's owner). */
export async function rowsOfCampaigns(db: Database, campaignIds: number[]): Promise<Row[]> {
  if (campaignIds.length === 0) return [];
  return db.select().from(safeTransactions).where(inArray(safeTransactions.campaignId, campaignIds));
}

/** The Safe's ABI with the vault's errors, so a refusal inside the vault decodes by name. */
const SAFE_WITH_VAULT_ERRORS = [
  ...safeAbi,
  ...campaignVaultAbi.filter((item) => item.type === 'error'),
] as const;

function revertReason(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage;
    }
    return error.shortMessage;
  }
  return 'unknown reason';
}
