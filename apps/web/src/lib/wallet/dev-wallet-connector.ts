import type { ChainConfig, DevAccount } from '@crowdvault/shared/api/config';
import {
  createWalletClient,
  defineChain,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { injected } from 'wagmi/connectors/injected';
import { findChain } from '@/lib/config/chains';
import { DEV_WALLET_ID_PREFIX } from './wallet-ids';

interface RpcRequest {
  method: string;
  params?: unknown;
}

interface RpcTransaction {
  to?: Hex;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
}

function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** An EIP-1193 provider that signs in the page with one of anvil's public test keys (a viem
 *  local account) and forwards reads to the chain it is on. It knows the chains the server listed
 *  with the dev accounts (the local ones) and switches between them like a wallet extension:
 *  `chainChanged` on a switch, 4902 for any other chain. */
export function createDevWalletProvider(account: DevAccount, chains: ChainConfig[]): EIP1193Provider {
  const local = privateKeyToAccount(account.privateKey as Hex);
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const [first] = chains;
  if (!first) throw new Error('The local dev wallet needs a chain');
  let current: ChainConfig = first;
  const wallets = new Map(
    chains.map((chain) => [
      chain.chainId,
      createWalletClient({
        account: local,
        chain: defineChain({
          id: chain.chainId,
          name: chain.chainName,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      }),
    ]),
  );

  function emit(event: string, value: unknown) {
    for (const listener of listeners.get(event) ?? []) listener(value);
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(current.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw rpcError(body.error.code, body.error.message);
    return body.result;
  }

  async function request({ method, params }: RpcRequest): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [local.address];
      case 'eth_chainId':
        return numberToHex(current.chainId);
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions':
        return null;
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const target = findChain(chains, Number((args[0] as { chainId?: Hex } | undefined)?.chainId));
        if (!target) throw rpcError(4902, 'The local dev wallet only knows the local chains');
        if (method === 'wallet_switchEthereumChain' && target.chainId !== current.chainId) {
          current = target;
          emit('chainChanged', numberToHex(target.chainId));
        }
        return null;
      }
      case 'personal_sign':
        return local.signMessage({ message: { raw: args[0] as Hex } });
      case 'eth_signTypedData_v4':
        return local.signTypedData(JSON.parse(args[1] as string) as TypedDataDefinition);
      case 'eth_sendTransaction': {
        const tx = args[0] as RpcTransaction;
        return wallets.get(current.chainId)!.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        });
      }
      default:
        return forward(method, params);
    }
  }

  const provider = {
    request,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider as unknown as EIP1193Provider;
}

/** A wagmi connector for one dev account ("Local dev wallet"), usable without any extension. */
export function devWalletConnector({ account, chains }: { account: DevAccount; chains: ChainConfig[] }) {
  const provider = createDevWalletProvider(account, chains);
  return injected({
    shimDisconnect: true,
    target: {
      id: `${DEV_WALLET_ID_PREFIX}${account.address.toLowerCase()}`,
      name: account.label,
      provider: () => provider,
    },
  });
}
