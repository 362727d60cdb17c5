import type { Address, Hex, PublicClient, TransactionReceipt } from 'viem';
import type { Relayer, RelayerRefusals } from './relayer';

/**
 * Sends a call from the relayer with a fifth more gas than `estimatedGas` (the state it was
 * estimated on can move before the block), then waits for its receipt on the chain's client,
 * polling every 200 ms for at most `timeoutMs`. For the relayed calls whose caller waits for the
 * outcome and does nothing between the send and the receipt: vault deployments, refund pushes.
 */
export async function relayAndWait(
  relayer: Relayer,
  client: PublicClient,
  call: { to: Address; data: Hex; estimatedGas: bigint },
  refusals: RelayerRefusals,
  timeoutMs: number,
): Promise<TransactionReceipt> {
  const hash = await relayer.send(
    { to: call.to, data: call.data, gas: (call.estimatedGas * 12n) / 10n },
    refusals,
  );
  return client.waitForTransactionReceipt({ hash, pollingInterval: 200, timeout: timeoutMs });
}
