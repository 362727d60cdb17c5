import { z } from 'zod';
import { address, signature65 } from './fields';

// Safes as campaign owners (issue 30, decision 100). The proposal queue's routes and fields follow
// the Safe Transaction Service (`/api/v1/safes/{address}/multisig-transactions/`,
// `/api/v1/multisig-transactions/{safe_tx_hash}/confirmations/`), so a deployment could point the
// web app at the real service; CrowdVault keeps the queue itself because offline chains have none.

const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 0x-prefixed 32-byte hash');
const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x-prefixed bytes');
/** An integer as a decimal string (uint256 values: nonce, value, gas fields). */
const uint = z.string().regex(/^\d+$/, 'Expected a whole number');

/** Where Safe's contracts sit on a chain (the local chains deploy Safe 1.4.1 at fixed CREATE2
 *  addresses): what protocol-kit's `contractNetworks` needs to create and use Safes there. */
export const safeContractsSchema = z
  .object({
    safe: address,
    safeL2: address,
    proxyFactory: address,
    fallbackHandler: address,
    multiSend: address,
    multiSendCallOnly: address,
    signMessageLib: address,
    createCall: address,
    simulateTxAccessor: address,
  })
  .meta({ id: 'SafeContracts' });
export type SafeContracts = z.infer<typeof safeContractsSchema>;

export const safeParamsSchema = z.object({
  chainId: z.coerce.number().int().positive(),
  address,
});

/** `GET /api/safes/{chainId}/{address}`: a Safe as its chain shows it now (read, never cached
 *  across an owner change). An address that is not a Safe on that chain is a 400. */
export const safeInfoSchema = z
  .object({
    address,
    chainId: z.number().int(),
    owners: z.array(address),
    threshold: z.number().int().positive(),
    nonce: uint.describe('The nonce the next executed Safe transaction must carry'),
    version: z.string().describe('The Safe contract version, e.g. 1.4.1'),
  })
  .meta({ id: 'SafeInfo' });
export type SafeInfo = z.infer<typeof safeInfoSchema>;

/** The Safe a signed-in owner withdraws through, on an own campaign and on each chain's balances. */
export const ownerSafeSchema = safeInfoSchema
  .nullable()
  .describe(
    "The Safe that owns the campaign's vault, with the signed-in wallet among its owners (read now): withdrawals are proposed and signed through its queue; null when a wallet owns the vault or the signed-in wallet is not among the Safe's owners",
  );

export const SAFE_TX_STATUSES = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'EXECUTING',
  'EXECUTED',
  'FAILED',
  'REJECTED',
  'REPLACED',
  'STALE',
] as const;
export type SafeTxStatus = (typeof SAFE_TX_STATUSES)[number];

/**
 * `POST /api/safes/{chainId}/{address}/multisig-transactions`: an owner proposes a withdrawal from a
 * vault the Safe owns, with their own signature. The fields are the Safe Transaction Service's: the
 * SafeTx (a plain call of the vault's `withdraw(token, amount, recipient)`, no gas refund), its hash
 * and the proposer's signature. The server decodes and checks every field.
 */
export const proposeSafeTxSchema = z
  .object({
    to: address.describe("The campaign's vault"),
    value: uint,
    data: hex.describe('withdraw(token, amount, recipient) of the vault'),
    operation: z.literal(0),
    safeTxGas: uint,
    baseGas: uint,
    gasPrice: uint,
    gasToken: address,
    refundReceiver: address,
    nonce: uint,
    contractTransactionHash: hash32.describe('The EIP-712 SafeTx hash the signature covers'),
    sender: address.describe('The owner who proposes and signs'),
    signature: signature65,
  })
  .meta({ id: 'ProposeSafeTx' });
export type ProposeSafeTx = z.infer<typeof proposeSafeTxSchema>;

/** `POST /api/multisig-transactions/{safeTxHash}/confirmations`: another owner's signature. */
export const confirmSafeTxSchema = z.object({ signature: signature65 }).meta({ id: 'ConfirmSafeTx' });

export const safeTxHashParamsSchema = z.object({ safeTxHash: hash32 });

/** `POST /api/multisig-transactions/{safeTxHash}/executions`: `relayer` has CrowdVault's relayer send
 *  the Safe's execTransaction (no gas for the owners); `direct` records the execTransaction an owner's
 *  wallet sent itself (`transactionHash`). */
export const executeSafeTxSchema = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('relayer') }),
    z.object({ mode: z.literal('direct'), transactionHash: hash32 }),
  ])
  .meta({ id: 'ExecuteSafeTx' });
export type ExecuteSafeTx = z.infer<typeof executeSafeTxSchema>;

export const safeTxConfirmationSchema = z.object({
  owner: address,
  signature: signature65,
  submissionDate: z.iso.datetime(),
});

/** One proposal, as the Safe Transaction Service lists a multisig transaction, plus what
 *  CrowdVault's screens show: the campaign, the withdrawal in the token's units, and the status. */
export const safeMultisigTxSchema = z
  .object({
    safe: address,
    chainId: z.number().int(),
    campaignId: z.number().int(),
    to: address,
    value: uint,
    data: hex,
    operation: z.literal(0),
    nonce: uint,
    safeTxHash: hash32,
    proposer: address,
    withdrawal: z.object({
      tokenAddress: address,
      symbol: z.string(),
      amount: z.string().describe('In the token’s units, e.g. "100"'),
      recipient: address,
    }),
    confirmationsRequired: z.number().int().describe("The Safe's threshold when last read"),
    owners: z.array(address).describe("The Safe's owners when last read"),
    confirmations: z.array(safeTxConfirmationSchema),
    progress: z.string().describe('"1 of 2 signed"'),
    status: z.enum(SAFE_TX_STATUSES),
    isExecuted: z.boolean(),
    transactionHash: hash32.nullable().describe('The execTransaction, once sent'),
    executedBy: z.enum(['relayer', 'direct']).nullable(),
    submissionDate: z.iso.datetime(),
  })
  .meta({ id: 'SafeMultisigTx' });
export type SafeMultisigTx = z.infer<typeof safeMultisigTxSchema>;

export const safeMultisigTxListSchema = z
  .object({ count: z.number().int(), results: z.array(safeMultisigTxSchema) })
  .meta({ id: 'SafeMultisigTxList' });

/** The messages a refused Safe request answers with (and the web app shows). */
export const SAFE_ERRORS = {
  notASafe: (address: string, chain: string) => `${address} is not a Safe on ${chain}.`,
  noSafeContracts: (chain: string) => `Safes are not available on ${chain}.`,
  notOwner: (address: string) => `${address} is not an owner of this Safe.`,
  badSignature: 'The signature does not match this transaction: it was made over other data.',
  hashMismatch: 'The transaction hash does not match the transaction.',
  alreadySigned: (address: string) => `${address} has already signed this transaction.`,
  notSafeVault: 'This Safe does not own a CrowdVault campaign vault at that address on this chain.',
  notWithdrawal: 'Only withdrawals from the campaign vault can be proposed here.',
  staleNonce: (nonce: string) => `The Safe has moved past nonce ${nonce}: propose it again.`,
  notOpen: (status: string) => `This transaction is ${status.toLowerCase().replaceAll('_', ' ')}.`,
  belowThreshold: (signed: number, threshold: number) =>
    `Only ${signed} of ${threshold} required signatures: it cannot be executed yet.`,
  unknownTx: 'No such Safe transaction.',
  refundFields: 'Proposals pay no gas refund: gas price, gas token and refund receiver must be zero.',
} as const;

/** `GET /api/campaigns/me/safes`: each campaign whose vault, on some chain, a Safe owns that the
 *  signed-in wallet is an owner of (read from the Safe now), with its queue's counts: what every
 *  owner's dashboard lists, not only the creator's. */
export const safeCampaignSchema = z
  .object({
    campaignId: z.number().int(),
    title: z.string(),
    chainId: z.number().int(),
    vaultAddress: address,
    safe: safeInfoSchema,
    openProposals: z.number().int().describe('Proposals that can still run (not stale, not executed)'),
    awaitingYourSignature: z.number().int().describe('Open proposals the signed-in owner has not signed'),
  })
  .meta({ id: 'SafeCampaign' });
export type SafeCampaign = z.infer<typeof safeCampaignSchema>;
