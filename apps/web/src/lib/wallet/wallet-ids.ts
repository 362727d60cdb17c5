// The wallet entries' ids and WalletConnect's project id, free of wallet code (wagmi, viem): the
// wallet modal lists what it knows with them before that code has loaded.

/** The connector id of a local dev wallet is this prefix and its address in lower case. */
export const DEV_WALLET_ID_PREFIX = 'dev-wallet-';

export const WALLETCONNECT_PROJECT_ID: string | undefined =
  import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || undefined;
