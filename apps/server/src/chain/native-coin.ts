/** Every EVM chain CrowdVault serves counts its native coin in wei (its symbol is the chain
 *  registry's: `ChainContext.nativeCurrency`). */
export const NATIVE_DECIMALS = 18;
