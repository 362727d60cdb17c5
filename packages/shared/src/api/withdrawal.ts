import { z } from 'zod';
import {
  address,
  chainNotRead,
  decimalAmount,
  eip712Domain,
  hex,
  requestChainId,
  signature65,
  txHash,
} from './fields';
import { ownerSafeSchema } from './safe';
import { eip712Types } from './typed-data';

/** An integer of the token's smallest unit, as a decimal string (EIP-712 uint256 values). */
const rawAmount = z.string().regex(/^\d+$/);

export const WITHDRAWAL_ERRORS = {
  fillAll: 'Please fill in all fields',
  invalidAmount: 'Please enter a valid amount',
  exceedsBalance: 'Amount exceeds available balance',
  invalidRecipient: 'Recipient address is not a valid address',
} as const;

/** One token's balance in a vault, read from the chain. */
export const vaultBalanceSchema = z.object({
  symbol: z.string().describe('USDT, USDC, DAI, or the native coin (ETH, MATIC, BNB)'),
  tokenAddress: address.nullable().describe('Null for the native coin'),
  decimals: z.number().int(),
  balance: decimalAmount,
});
export type VaultBalance = z.infer<typeof vaultBalanceSchema>;

/** A campaign's vault on one chain: its balances as that chain shows them at `blockNumber`. A
 *  chain that could not be read in time has `readError` set and no balances, and never holds up
 *  the others (issue 25). */
export const vaultChainBalancesSchema = z
  .object({
    chainId: z.number().int().describe('The chain these balances were read on'),
    deployed: z.boolean().describe('False until the first withdrawal on this chain deploys the vault'),
    balances: z.array(vaultBalanceSchema).describe('Each accepted token, then the native coin'),
    blockNumber: z.string().describe('The block the balances were read at ("0" when unread)'),
    lastChecked: z.iso.datetime().describe('When the balances were read'),
    readError: chainNotRead,
    safe: ownerSafeSchema,
  })
  .meta({ id: 'VaultChainBalances' });
export type VaultChainBalances = z.infer<typeof vaultChainBalancesSchema>;

/** A campaign's vault (the same address on every chain) with its balances per chain
 *  (`GET /api/campaigns/me/wallets`, `GET /api/campaigns/:id/wallet/balance`). One entry per
 *  campaign (decision 083): `chains` holds each served chain (the dashboard: each chain where the
 *  signed-in wallet owns the vault), the primary first; the top-level chain fields repeat the
 *  first of them, as SPEC.md's single-chain clients read them. */
export const campaignVaultSchema = z
  .object({
    campaignId: z.number().int(),
    title: z.string(),
    currency: z.string().describe("The campaign's goal currency"),
    status: z.string(),
    walletAddress: address.describe(
      'The vault address (checksummed), the same on every chain; funds may arrive before it is deployed',
    ),
    ...vaultChainBalancesSchema.shape,
    chains: z.array(vaultChainBalancesSchema).min(1).describe('The vault on each chain, the primary first'),
  })
  .meta({ id: 'CampaignVault' });
export type CampaignVault = z.infer<typeof campaignVaultSchema>;

/** `GET /api/campaigns/:id/wallet/balance?chainId=`: the chain to read, the primary when absent. */
export const vaultChainQuerySchema = z.object({
  chainId: z.coerce.number().int().positive().optional().describe("The chain's id; the primary when absent"),
});

/** `POST /api/campaigns/:id/wallet/withdraw`: what the creator wants to take out. The fee comes
 *  out of `amount`: the recipient gets 97.5%, the treasury 2.5%. */
export const withdrawalRequestSchema = z
  .object({
    token: z
      .string()
      .min(1, WITHDRAWAL_ERRORS.fillAll)
      .describe('Symbol: USDT, USDC, DAI or the native coin'),
    amount: z.string().trim().min(1, WITHDRAWAL_ERRORS.fillAll),
    recipientAddress: z.string().trim().min(1, WITHDRAWAL_ERRORS.fillAll),
    chainId: requestChainId,
  })
  .strict()
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** EIP-712 types of the vault's `withdrawWithSig` (CampaignVault.WITHDRAW_TYPEHASH): signed in the
 *  browser, checked by the server, built into typed data by `@crowdvault/contracts/withdraw-signature`. */
export const WITHDRAW_TYPES = eip712Types(
  'Withdraw(address token,uint256 amount,address recipient,uint256 nonce,uint256 deadline)',
);

/** The answer to a withdrawal request: the exact split, the transactions the creator's wallet
 *  sends to withdraw directly, and the EIP-712 message to sign for a gasless withdrawal. Nothing
 *  has moved yet. */
export const withdrawalPlanSchema = z
  .object({
    campaignId: z.number().int(),
    chainId: z.number().int(),
    vaultAddress: address,
    vaultDeployed: z.boolean(),
    token: z.object({ symbol: z.string(), address: address.nullable(), decimals: z.number().int() }),
    amount: decimalAmount,
    fee: decimalAmount.describe('2.5% of the amount, rounded down, to the treasury'),
    payout: decimalAmount.describe('What the recipient receives'),
    available: decimalAmount.describe("The vault's balance of this token"),
    recipientAddress: address,
    transactions: z
      .array(z.object({ to: address, data: hex, value: rawAmount, description: z.string() }))
      .describe('Direct path, in order: deploy the vault when it is not yet deployed, then withdraw'),
    typedData: z
      .object({
        domain: eip712Domain,
        message: z.object({
          token: address.describe('The zero address for the native coin'),
          amount: rawAmount,
          recipient: address,
          nonce: rawAmount,
          deadline: rawAmount.describe('Unix seconds'),
        }),
      })
      .describe('Gasless path: sign this as primaryType Withdraw with WITHDRAW_TYPES'),
  })
  .meta({ id: 'WithdrawalPlan' });
export type WithdrawalPlan = z.infer<typeof withdrawalPlanSchema>;

/** `POST /api/withdrawals`: records a direct withdrawal the creator's wallet sent, so it shows as
 *  pending at once. The server reads the transaction itself; the body names only the hash. */
export const recordWithdrawalSchema = z
  .object({ campaignId: z.number().int().positive(), transactionHash: txHash, chainId: requestChainId })
  .strict()
  .meta({ id: 'RecordWithdrawal' });
export type RecordWithdrawal = z.infer<typeof recordWithdrawalSchema>;

/** `POST /api/wallet/withdraw`: a gasless withdrawal, the signed typed data of a plan, relayed by
 *  the platform. */
export const signedWithdrawalSchema = z
  .object({
    campaignId: z.number().int().positive(),
    token: address.describe('As signed: the zero address for the native coin'),
    amount: rawAmount,
    recipientAddress: address,
    nonce: rawAmount,
    deadline: rawAmount,
    signature: signature65,
    chainId: requestChainId.describe(
      "The chain of the signed typed data's domain; the primary chain when absent",
    ),
  })
  .strict()
  .meta({ id: 'SignedWithdrawal' });
export type SignedWithdrawal = z.infer<typeof signedWithdrawalSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A row of Withdrawal History: a request sent through the product (pending until the indexer
 *  sees the vault's Withdrawn event, failed when it reverted or was dropped) or a withdrawal the
 *  chain shows that was made elsewhere (e.g. from a block explorer). */
export const withdrawalSchema = z
  .object({
    id: z.string().describe('Stable key of the row'),
    chainId: z.number().int().describe('The chain the withdrawal was made on'),
    campaign: z.object({ id: z.number().int(), title: z.string(), currency: z.string() }),
    currency: z.string().describe('The token withdrawn'),
    amount: decimalAmount,
    fee: decimalAmount,
    payout: decimalAmount,
    recipientAddress: address,
    status: z.enum(WITHDRAWAL_STATUSES),
    method: z.enum(['direct', 'gasless', 'external']),
    transactionHash: txHash.nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    safe: z
      .object({
        address,
        signers: z.array(address).describe('The owners whose signatures the Safe transaction carried'),
      })
      .nullable()
      .describe('The Safe the withdrawal was made from (its signed transaction), or null'),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `POST /api/wallet/withdraw` answer. */
export const relayedWithdrawalSchema = z
  .object({ transactionHash: txHash, withdrawal: withdrawalSchema })
  .meta({ id: 'RelayedWithdrawal' });
export type RelayedWithdrawal = z.infer<typeof relayedWithdrawalSchema>;
