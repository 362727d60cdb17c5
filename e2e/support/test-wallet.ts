// A browser-extension wallet for the browser suite: an EIP-1193 provider injected into the page,
// announced through EIP-6963 and as window.ethereum. Requests are answered in Node: signatures
// with a chosen dev account's key, transactions signed and sent to the chain the wallet is on,
// everything else forwarded to that chain's JSON-RPC. Like a real wallet it knows some chains,
// answers 4902 when asked to switch to another, and learns a chain from wallet_addEthereumChain.
import type { Page } from '@playwright/test';
import { createWalletClient, type Hex, http, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

export interface TestWalletOptions {
  /** The RPC of chain 31337, the chain the wallet knows unless `chains` says otherwise. */
  rpcUrl: string;
  privateKey: Hex;
  /** Answer signature and transaction requests with a 4001 user rejection. */
  rejectRequests?: boolean;
  name?: string;
  /** Told of every request the page makes of the wallet, e.g. to prove nothing was signed. */
  onRequest?: (method: string, params: unknown[]) => void;
  /** The chains the wallet knows, by id, with their RPC URLs (default: 31337 at `rpcUrl`). */
  chains?: Record<number, string>;
  /** The chain the wallet starts on (default: the first of `chains`). */
  chainId?: number;
  /** Answer wallet_switchEthereumChain with success but stay where it is (a misbehaving wallet). */
  switchStaysPut?: boolean;
  /** The user approved the site in an earlier visit: eth_accounts shares the account from the
   *  start, as an extension does for a returning user (support/session.ts). */
  connected?: boolean;
}

/** What a test can do to the wallet after installing it, as its user would in the extension. */
export interface TestWallet {
  /** The user picks another network in the wallet: the page hears chainChanged. */
  moveTo(chainId: number): Promise<void>;
  chainId(): number;
}

interface WalletRequest {
  method: string;
  params?: unknown[];
}

/** Each reply carries the wallet's chain after the request, so the page can announce a change. */
type WalletReply = ({ result: unknown } | { error: { code: number; message: string } }) & { chainId: string };

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

/** Installs the test wallet into every page the context opens from now on. */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey);
  const known = new Map<number, string>(
    Object.entries(options.chains ?? { [foundry.id]: options.rpcUrl }).map(([id, url]) => [Number(id), url]),
  );
  let connected = options.connected ?? false;
  let chainId = options.chainId ?? [...known.keys()][0] ?? foundry.id;
  const rpcUrl = () => known.get(chainId) ?? options.rpcUrl;
  const hexChain = () => `0x${chainId.toString(16)}`;

  function walletOnCurrentChain() {
    const chain = { ...foundry, id: chainId, rpcUrls: { default: { http: [rpcUrl()] } } };
    return createWalletClient({ account, chain, transport: http(rpcUrl()) });
  }

  async function forward(method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(rpcUrl(), {
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
        if (!known.has(target)) {
          const message = `Unrecognized chain ID "0x${target.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`;
          throw Object.assign(new Error(message), { code: 4902 });
        }
        if (!options.switchStaysPut) chainId = target;
        return null;
      }
      case 'wallet_addEthereumChain': {
        // Learns the chain with the RPC the site gave, as an extension does; it stays where it is
        // until asked to switch.
        const added = params[0] as { chainId: string; rpcUrls: string[] };
        const url = added.rpcUrls[0];
        if (!url) throw Object.assign(new Error('rpcUrls is empty'), { code: -32602 });
        known.set(Number.parseInt(added.chainId, 16), url);
        return null;
      }
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
        return walletOnCurrentChain().sendTransaction({
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
      options.onRequest?.(request.method, request.params ?? []);
      try {
        const result = await answer(request);
        return { result, chainId: hexChain() };
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32603;
        const message = error instanceof Error ? error.message : String(error);
        return { error: { code, message }, chainId: hexChain() };
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
      let lastChain: string | null = null;
      const noteChain = (chain: string) => {
        if (lastChain !== null && chain !== lastChain) emit('chainChanged', chain);
        lastChain = chain;
      };
      // The test moving the wallet, as its user would in the extension.
      (window as unknown as Record<string, unknown>).__crowdvaultTestWalletMoved = noteChain;
      const provider = {
        isTestWallet: true,
        async request(request: { method: string; params?: unknown[] }) {
          const reply = await bridge!(request);
          noteChain(reply.chainId);
          if ('error' in reply)
            throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
          if (request.method === 'eth_requestAccounts') emit('accountsChanged', reply.result);
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

  return {
    async moveTo(target) {
      chainId = target;
      const hex = hexChain();
      await page.evaluate((chain) => {
        const moved = (window as unknown as Record<string, ((chain: string) => void) | undefined>)
          .__crowdvaultTestWalletMoved;
        moved?.(chain);
      }, hex);
    },
    chainId: () => chainId,
  };
}
