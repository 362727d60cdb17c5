// Balances over plain JSON-RPC: the header and the donation panel need only these reads, so they
// do not pull viem and wagmi into every page (the donation's wallet code stays lazy).

/** ERC-20 `balanceOf(address)` selector. */
const BALANCE_OF = '0x70a08231';

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (!body.result || body.error) throw new Error(body.error?.message ?? `${method} returned nothing`);
  return body.result === '0x' ? 0n : BigInt(body.result);
}

/** The owner's balance of an ERC-20 token, in its smallest units (one eth_call). */
export function readTokenBalance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}`;
  return rpc(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']);
}

/** The owner's balance of the chain's native coin, in wei. */
export function readNativeBalance(rpcUrl: string, owner: string): Promise<bigint> {
  return rpc(rpcUrl, 'eth_getBalance', [owner, 'latest']);
}
