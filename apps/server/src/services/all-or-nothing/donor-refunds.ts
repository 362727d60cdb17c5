import { allOrNothingVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { refundTypedData } from '@crowdvault/contracts/refund-signature';
import type { DonorRefund, RelayedRefund, SignedRefund } from '@crowdvault/shared/api/refund';
import { REFUND_ERRORS } from '@crowdvault/shared/api/refund';
import { formatUnits } from '@crowdvault/shared/format';
import { and, eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, getAddress, type Hex, parseEventLogs } from 'viem';
import { vaultRevertReason } from '../../chain/all-or-nothing-vault';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { aonRefunds } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lanes } from '../../infra/lanes/chain-lane';
import { requireCampaign } from '../campaigns/get-campaign';

const VAULT_STATE = ['funding', 'succeeded', 'failed'] as const;
const SIGNATURE_VALIDITY_S = 3_600n;
const RECEIPT_TIMEOUT_MS = 30_000;

const RELAY_REFUSALS = {
  gasTooHigh: 'Refunds are not relayed while network fees are high: claim it from your wallet instead.',
  lowBalance:
    'Refunds cannot be relayed right now (the relayer is low on funds): claim it from your wallet instead.',
} as const;

/** The campaign, which must be all or nothing, with its vault and the chain it lives on. */
async function allOrNothingCampaign(db: Database, campaignId: number | null) {
  const campaign = await requireCampaign(db, campaignId);
  if (campaign.fundingModel !== 'all_or_nothing' || !campaign.vaultAddress || campaign.aonChainId === null) {
    throw new AppError('BAD_REQUEST', REFUND_ERRORS.notAllOrNothing);
  }
  return { campaign, chainId: campaign.aonChainId, vault: getAddress(campaign.vaultAddress) };
}

/** `GET /api/campaigns/:id/refund`: the signed-in wallet's refund, read from the vault itself (the
 *  chain decides what is claimable, not the index), with the indexed refund that paid each token. */
export async function donorRefund(
  { db, chains }: { db: Database; chains: ChainRegistry },
  campaignId: number | null,
  donorWallet: string,
): Promise<DonorRefund> {
  const { campaign, chainId, vault } = await allOrNothingCampaign(db, campaignId);
  const chain = chains.require(chainId);
  const donor = getAddress(donorWallet);
  const read = (functionName: 'contributed' | 'refunded' | 'refundable', token: Address): Promise<bigint> =>
    chain.client.readContract({
      address: vault,
      abi: allOrNothingVaultAbi,
      functionName: functionName as 'refundable',
      args: [donor, token],
    });
  const [stateIndex, paid] = await Promise.all([
    chain.client.readContract({ address: vault, abi: allOrNothingVaultAbi, functionName: 'state' }),
    db
      .select()
      .from(aonRefunds)
      .where(and(eq(aonRefunds.campaignId, campaign.id), eq(aonRefunds.donorAddress, donor.toLowerCase()))),
  ]);
  const tokens = await Promise.all(
    (campaign.aonTokens ?? []).map(async (address) => {
      const token = getAddress(address);
      const [contributed, refunded, refundable] = await Promise.all([
        read('contributed', token),
        read('refunded', token),
        read('refundable', token),
      ]);
      const listed = chain.deployment.tokens.find((t) => t.address.toLowerCase() === address);
      const decimals = listed?.decimals ?? 18;
      const row = paid.find((refund) => refund.tokenAddress === address);
      return {
        symbol: listed?.symbol ?? 'UNKNOWN',
        tokenAddress: token,
        decimals,
        contributed: formatUnits(contributed, decimals),
        refunded: formatUnits(refunded, decimals),
        claimable: formatUnits(refundable, decimals),
        refund: row
          ? {
              method: row.pushed ? ('pushed' as const) : ('claimed' as const),
              to: getAddress(row.recipient),
              transactionHash: row.txHash,
            }
          : null,
        hasClaimable: refundable > 0n,
        gave: contributed > 0n,
      };
    }),
  );
  const claimable = tokens.some((token) => token.hasClaimable);
  const deadline = BigInt(Math.floor(Date.now() / 1000)) + SIGNATURE_VALIDITY_S;
  const typed = refundTypedData({ chainId: chain.chainId, vault, donor, to: donor, deadline });
  return {
    campaignId: campaign.id,
    chainId: chain.chainId,
    vaultAddress: vault,
    state: VAULT_STATE[stateIndex] ?? 'funding',
    deadline: new Date(Number(campaign.aonDeadline ?? 0n) * 1000).toISOString(),
    donorAddress: donor,
    tokens: tokens.filter((token) => token.gave).map(({ hasClaimable: _c, gave: _g, ...token }) => token),
    transaction: claimable
      ? {
          to: vault,
          data: encodeFunctionData({ abi: allOrNothingVaultAbi, functionName: 'claimRefund' }),
          value: '0',
          description: 'Claim your refund: every token you gave comes back to this wallet',
        }
      : null,
    typedData: claimable
      ? {
          domain: { ...typed.domain, verifyingContract: vault },
          message: { donor, to: donor, deadline: deadline.toString() },
        }
      : null,
  };
}

/**
 * `POST /api/campaigns/:id/refund`: relays the signed-in donor's signed claim (no gas). Every refusal
 * comes before anything is sent: the campaign is all or nothing, the vault has failed, the
 * signature recovers to the donor for exactly this `to` and deadline, something is left to pay.
 */
export async function relaySignedRefund(
  deps: { db: Database; lanes: Lanes },
  campaignId: number | null,
  donorWallet: string,
  body: SignedRefund,
): Promise<RelayedRefund> {
  const { chainId, vault } = await allOrNothingCampaign(deps.db, campaignId);
  const { chain, relayer } = deps.lanes.require(chainId);
  const donor = getAddress(donorWallet);
  const to = getAddress(body.to);
  const args = [donor, to, BigInt(body.deadline), body.signature as Hex] as const;
  let gas: bigint;
  try {
    // A dry run from the relayer: whatever the vault would refuse (not failed, a signature of
    // someone else or for another address, expired, nothing left) costs no gas and moves nothing.
    gas = await chain.client.estimateContractGas({
      address: vault,
      abi: allOrNothingVaultAbi,
      functionName: 'claimRefundWithSig',
      args,
      account: relayer.address,
    });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The refund was refused: ${vaultRevertReason(error)}`);
  }
  const once = `refund:${chain.chainId}:${vault.toLowerCase()}:${donor.toLowerCase()}`;
  if (!(await relayer.claimOnce(once, 60_000))) {
    throw new AppError('CONFLICT', 'This refund is already being relayed: wait a moment and reload');
  }
  let hash: Hex;
  try {
    hash = await relayer.send(
      {
        to: vault,
        data: encodeFunctionData({ abi: allOrNothingVaultAbi, functionName: 'claimRefundWithSig', args }),
        gas: (gas * 12n) / 10n,
      },
      RELAY_REFUSALS,
    );
  } catch (error) {
    await relayer.releaseOnce(once);
    throw error;
  }
  const receipt = await chain.client.waitForTransactionReceipt({
    hash,
    pollingInterval: 200,
    timeout: RECEIPT_TIMEOUT_MS,
  });
  if (receipt.status !== 'success')
    throw new AppError('BAD_REQUEST', 'The refund transaction was refused when mined');
  const paid = parseEventLogs({ abi: allOrNothingVaultAbi, logs: receipt.logs, eventName: 'Refunded' }).map(
    (event) => {
      const listed = chain.deployment.tokens.find(
        (token) => token.address.toLowerCase() === event.args.token.toLowerCase(),
      );
      return {
        symbol: listed?.symbol ?? 'UNKNOWN',
        amount: formatUnits(event.args.amount, listed?.decimals ?? 18),
      };
    },
  );
  return { chainId: chain.chainId, transactionHash: hash, to, paid };
}
