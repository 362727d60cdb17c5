// A browser-extension wallet for the browser suite: an EIP-1193 provider injected into the page,
// announced through EIP-6963 and as window.ethereum. Requests are answered in Node: signatures
// with a chosen dev account's key, transactions signed and sent to the test anvil, everything
// else forwarded to the chain's JSON-RPC.
import type { Page } from '@playwright/test';
import { createWalletClient, type Hex, http, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

export interface TestWalletOptions {
  rpcUrl: string;
  privateKey: Hex;
  /** Answer signature and transaction requests with a 4001 user rejection. */
  rejectRequests?: boolean;
  name?: string;
  /** Told of every request the page makes of the wallet, e.g. to prove nothing was signed. */
  onRequest?: (method: string) => void;
}

interface WalletRequest {
  method: string;
  params?: unknown[];
}

type WalletReply = { result: unknown } | { error: { code: number; message: string } };

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

/** Installs the test wallet into every page the context opens from now on. */
export async function installTestWallet(page: Page, options: TestWalletOptions) {
  const account = privateKeyToAccount(options.privateKey);
  const chain = { ...foundry, rpcUrls: { default: { http: [options.rpcUrl] } } };
  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) });
  let connected = false;
  let chainId = foundry.id;

  async function forward(method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  }

  async function answer({ method, params = [] }: WalletRequest): Promise<unknown> {
    const signing = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_requestAccounts'];
    if (options.rejectRequests && signing.includes(method) && method !== 'eth_requestAccounts') {
      throw Object.assign(new Error(USER_REJECTED.message), { code: USER_REJECTED.code });
    }
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        return [account.address];
      case 'eth_accounts':
        return connected ? [account.address] : [];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
        if (target !== foundry.id) throw Object.assign(new Error('Unrecognized chain ID.'), { code: 4902 });
        chainId = target;
        return null;
      }
      case 'wallet_addEthereumChain':
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions':
        return null;
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } });
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(params[1] as string) as TypedDataDefinition;
        return account.signTypedData(typed);
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        return wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default:
        return forward(method, params);
    }
  }

  await page.exposeFunction(
    '__crowdvaultTestWallet',
    async (request: WalletRequest): Promise<WalletReply> => {
      options.onRequest?.(request.method);
      try {
        return { result: await answer(request) };
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32603;
        return { error: { code, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  );

  await page.addInitScript(
    ({ name, address }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const emit = (event: string, value: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(value);
      };
      const bridge = (window as unknown as Record<string, (r: unknown) => Promise<WalletReply>>)
        .__crowdvaultTestWallet;
      const provider = {
        isTestWallet: true,
        async request(request: { method: string; params?: unknown[] }) {
          const reply = await bridge!(request);
          if ('error' in reply)
            throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
          if (request.method === 'eth_requestAccounts') emit('accountsChanged', reply.result);
          if (request.method === 'wallet_switchEthereumChain') emit('chainChanged', '0x7a69');
          return reply.result;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return provider;
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      const icon =
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23f59e0b"/%3E%3C/svg%3E';
      const info = { uuid: `test-wallet-${address}`, name, icon, rdns: 'dev.crowdvault.testwallet' };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { name: options.name ?? 'Test Wallet', address: account.address },
  );
}
