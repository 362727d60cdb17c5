/** The server suite's second chain (started by global-setup.ts beside chain 31337): decision 060's
 *  "Local L2", with the same contract and token addresses and TestUSDT at 18 decimals. */
export const CHAIN_B = { chainId: 31338, tokenDecimals: { USDT: 18 } } as const;
