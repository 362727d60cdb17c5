import { swapAndGiveAbi } from '@crowdvault/contracts/generated/artifacts';
import type { SwapPermit, SwapQuote, SwapQuoteQuery } from '@crowdvault/shared/api/swap';
import { parseUnits } from '@crowdvault/shared/format';
import { type Address, encodeFunctionData, formatUnits, getAddress, type Hex } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { approvalsFor, DONATION_REQUEST_ERRORS, openCampaignOn } from '../donations/donation-request';
import { quoteSwap } from './swap-quotes';
import { tokenPermit } from './token-permit';

/** How long a quoted gift stays signable: SwapAndGive refuses it after (`DeadlinePassed`). Long
 *  enough for an approval and a wallet's prompt; the minimum, not the deadline, guards the price. */
export const SWAP_GIFT_DEADLINE_SECONDS = 600;

/** What a permit adds to the gift's own gas (the signature's check, the token's nonce, the allowance
 *  written and spent): about 40,000 measured (bench/swaps), rounded up. It replaces an approval's
 *  transaction of about 46,000, so the donor pays a little less in all. */
export const PERMIT_GIFT_GAS = 45_000n;

/**
 * `GET /api/swaps/quote`: the quote, and with `campaignId` and `from` the gift's transaction for
 * exactly that quote — SwapAndGive's `swapAndGive` for the campaign's vault (counted for the donor
 * in an all-or-nothing vault) with the quote's minimum and a deadline ten minutes from the chain's
 * latest block, after an exact approval of the donor's token when it needs one. For a token with
 * EIP-2612 permit whose allowance is short, `permit` carries the one-signature way instead: the
 * typed data (SwapAndGive the spender, exactly the amount, the gift's deadline) and the
 * `swapAndGiveWithPermit` call to send with the signature. The server only says what to sign
 * (ARCHITECTURE.md §1); the campaign must be taking donations on that chain.
 */
export async function swapGiftQuote(
  { db, chains }: { db: Database; chains: ChainRegistry },
  query: SwapQuoteQuery,
): Promise<SwapQuote> {
  if (query.campaignId === undefined) return quoteSwap(chains.require(query.chainId), query);
  const { campaign, chain, allOrNothing, vault } = await openCampaignOn(
    { db, chains },
    query.campaignId,
    query.chainId,
  );
  const { currency } = campaign;
  const asked = query.currency;
  if (asked !== currency) {
    throw new AppError('BAD_REQUEST', `This campaign receives ${currency}, not ${asked}.`);
  }
  const quote = await quoteSwap(chain, query, { counted: allOrNothing });
  const out = (quote.tokenOut.address as Address).toLowerCase();
  if (allOrNothing && !campaign.aonTokens?.includes(out)) {
    throw new AppError('BAD_REQUEST', DONATION_REQUEST_ERRORS.stablecoinsOnly);
  }
  const swapAndGive = getAddress(chain.deployment.swapAndGiveAddress as Address);
  // quoteSwap refused a fraction longer than the token's decimals: this is exactly what was typed.
  const units = parseUnits(quote.amountIn, quote.tokenIn.decimals);
  const block = await chain.client.getBlock({ blockTag: 'latest' });
  const deadline = Number(block.timestamp) + SWAP_GIFT_DEADLINE_SECONDS;
  const gift = {
    router: chain.deployment.uniswap?.swapRouter as Address,
    path: quote.path as Hex,
    amountIn: units,
    minOut: BigInt(quote.minOutUnits),
    deadline: BigInt(deadline),
    vault,
    counted: allOrNothing,
  };
  const data = encodeFunctionData({ abi: swapAndGiveAbi, functionName: 'swapAndGive', args: [gift] });
  const tokenIn = quote.tokenIn.address ? getAddress(quote.tokenIn.address) : null;
  const before = tokenIn
    ? await approvalsFor(
        chain,
        tokenIn,
        swapAndGive,
        units,
        query.from,
        `Allow the swap to take exactly ${quote.amountIn} ${quote.tokenIn.symbol}`,
      )
    : [];
  // A permit only where an approval would be needed: an allowance that already covers the gift
  // needs neither, and the plain call spends it.
  let permit: SwapPermit | undefined;
  if (tokenIn && query.from && before.length > 0) {
    const owner = getAddress(query.from);
    const terms = await tokenPermit(chain, tokenIn, owner);
    if (terms) {
      const zero = `0x${'0'.repeat(64)}` as const;
      permit = {
        domain: terms.domain,
        message: {
          owner,
          spender: swapAndGive,
          value: units.toString(),
          nonce: terms.nonce.toString(),
          deadline: deadline.toString(),
        },
        data: encodeFunctionData({
          abi: swapAndGiveAbi,
          functionName: 'swapAndGiveWithPermit',
          args: [gift, BigInt(deadline), 0, zero, zero],
        }),
      };
    }
  }
  // The panel shows the fee of what the donor will send: with a permit, the one heavier gift.
  const gas = permit
    ? await (async () => {
        const units = BigInt(quote.gas.units) + PERMIT_GIFT_GAS;
        const price = await chain.client.getGasPrice();
        return { units: units.toString(), fee: formatUnits(units * price, chain.nativeCurrency.decimals) };
      })()
    : quote.gas;
  return {
    ...quote,
    gas,
    transaction: {
      chainId: chain.chainId,
      to: swapAndGive,
      data,
      value: tokenIn ? '0' : units.toString(),
      deadline,
      before,
      ...(permit && { permit }),
    },
  };
}
