import type { SwapQuote } from '@crowdvault/shared/api/swap';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { AnotherTokenPartProps } from '@/lib/swap-gift-part';
import { LOCAL_CHAIN } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { AnotherTokenGift } from './another-token-gift';

const session = vi.hoisted(() => ({ useSession: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => session);

const DEV = '0xb26eF41608526b6A4eAcD9377EF2089E7F140356';
const DAI = '0x00000000000000000000000000000000000000da';
const TOKENS = {
  chainId: LOCAL_CHAIN.chainId,
  tokens: [
    { symbol: 'DAI', address: DAI, decimals: 18, state: 'no-route' },
    { symbol: 'DEV', address: DEV, decimals: 18, state: 'available' },
    {
      symbol: 'USDT',
      address: '0x00000000000000000000000000000000000000aa',
      decimals: 6,
      state: 'available',
    },
    { symbol: 'ETH', address: null, decimals: 18, state: 'available' },
  ],
};
const QUOTE: SwapQuote = {
  chainId: LOCAL_CHAIN.chainId,
  tokenIn: { symbol: 'ETH', address: null, decimals: 18 },
  tokenOut: { symbol: 'USDC', address: '0x00000000000000000000000000000000000000cc', decimals: 6 },
  amountIn: '0.01',
  amountOut: '24.871234',
  minOut: '24.622521',
  amountOutUnits: '24871234',
  minOutUnits: '24622521',
  slippageBps: 100,
  highSlippage: false,
  priceImpactBps: 3,
  swapGas: '90000',
  route: [],
  path: '0x',
  gas: { units: '200000', fee: '0.0004' },
  transaction: {
    chainId: LOCAL_CHAIN.chainId,
    to: DEV,
    data: '0x1234',
    value: '10000000000000000',
    deadline: 1,
    before: [],
  },
};

/** The API and the chain's JSON-RPC as the part reads them: the donor holds ETH, DEV and DAI (no
 *  USDT), and the quote answers `quote` (a refusal when it is a string). */
function stubFetch(quote: SwapQuote | string = QUOTE) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/swaps/tokens')) return Response.json(TOKENS);
    if (url.includes('/api/swaps/quote')) {
      return typeof quote === 'string'
        ? Response.json({ statusCode: 422, error: 'Unprocessable Entity', message: quote }, { status: 422 })
        : Response.json({
            ...quote,
            slippageBps: Number(new URL(url, 'http://x').searchParams.get('slippageBps')),
          });
    }
    const body = JSON.parse(String(init?.body)) as { method: string; params: [{ to: string }] };
    const held: Record<string, bigint> = { [DEV.toLowerCase()]: 400n * 10n ** 18n, [DAI]: 10n ** 18n };
    const result =
      body.method === 'eth_getBalance' ? 2n * 10n ** 18n : (held[body.params[0].to.toLowerCase()] ?? 0n);
    return Response.json({ jsonrpc: '2.0', id: 1, result: `0x${result.toString(16)}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPart(props: Partial<AnotherTokenPartProps> = {}) {
  const onReady = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnotherTokenGift
        campaign={{ id: 7, title: 'Clean water', currency: 'USDC' }}
        chain={LOCAL_CHAIN}
        step="idle"
        onReady={onReady}
        onClose={() => {}}
        checkAmount={() => null}
        formatBalance={(value) => String(value / 10n ** 18n)}
        {...props}
      />
    </QueryClientProvider>,
  );
  return onReady;
}

beforeEach(() => session.useSession.mockReturnValue(signedInSession()));
afterEach(() => vi.unstubAllGlobals());

describe('AnotherTokenGift', () => {
  it('lists the tokens the donor holds, one without a route listed as such and not offered', async () => {
    stubFetch();
    renderPart();
    expect(await screen.findByTestId('swap-token-DEV')).toHaveTextContent('DEV400');
    expect(screen.getByTestId('swap-token-ETH')).toHaveTextContent('ETH2');
    expect(screen.getByTestId('swap-token-DAI')).toHaveTextContent('No route to USDC');
    expect(screen.getByRole('radio', { name: /DAI/ })).toBeDisabled();
    // USDT is swappable, but the donor holds none.
    expect(screen.queryByTestId('swap-token-USDT')).not.toBeInTheDocument();
    // The first token offered is chosen.
    expect(screen.getByRole('radio', { name: /DEV/ })).toBeChecked();
  });

  it('quotes in the issue’s words and hands the panel exactly that quote’s transaction', async () => {
    const fetchMock = stubFetch();
    const onReady = renderPart();
    await userEvent.click(await screen.findByRole('radio', { name: /ETH/ }));
    await userEvent.type(screen.getByLabelText('Amount (ETH)'), '0.01');
    expect(await screen.findByTestId('swap-quote-line')).toHaveTextContent(
      '0.0100 ETH → about 24.87 USDC, at least 24.62 with 1 % slippage',
    );
    expect(screen.getByTestId('swap-quote')).toHaveTextContent(
      'Price impact 0.03 % · network fee about 0.000400 ETH',
    );
    expect(screen.getByTestId('swap-quote')).toHaveTextContent('“Clean water” receives the USDC');
    const asked = new URL(
      String(fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/swaps/quote'))),
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      tokenIn: 'native',
      amountIn: '0.01',
      currency: 'USDC',
      slippageBps: '100',
      campaignId: '7',
      from: signedInSession().address,
    });
    await waitFor(() =>
      expect(onReady).toHaveBeenLastCalledWith({
        amount: '0.01',
        symbol: 'ETH',
        prepared: { transaction: QUOTE.transaction, token: { address: null, decimals: 18 } },
      }),
    );
  });

  it('says the wallet asks a signature, not an approval, for a permit token, and hands the permit on', async () => {
    const permit = {
      domain: { name: 'Dev Token', version: '1', chainId: LOCAL_CHAIN.chainId, verifyingContract: DEV },
      message: {
        owner: signedInSession().address as string,
        spender: DAI,
        value: '100000000000000000000',
        nonce: '0',
        deadline: '1',
      },
      data: '0xabcd',
    };
    const transaction = {
      ...QUOTE.transaction!,
      value: '0',
      before: [{ to: DEV, data: '0x095ea7b3', value: '0', description: 'Allow exactly 100 DEV' }],
      permit,
    };
    stubFetch({
      ...QUOTE,
      tokenIn: { symbol: 'DEV', address: DEV, decimals: 18 },
      amountIn: '100',
      transaction,
    });
    const onReady = renderPart();
    await userEvent.type(await screen.findByLabelText('Amount (DEV)'), '100');
    const quote = await screen.findByTestId('swap-quote');
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        'your wallet asks you to sign a permit for exactly 100.0000 DEV (no fee), then sends the gift in one transaction',
      ),
    );
    expect(quote).not.toHaveTextContent('asks first to allow');
    await waitFor(() =>
      expect(onReady).toHaveBeenLastCalledWith({
        amount: '100',
        symbol: 'DEV',
        prepared: { transaction, token: { address: DEV, decimals: 18 }, permit },
      }),
    );
  });

  it('says the wallet asks an approval first for a token without permit', async () => {
    stubFetch({
      ...QUOTE,
      tokenIn: { symbol: 'DEV', address: DEV, decimals: 18 },
      amountIn: '100',
      transaction: {
        ...QUOTE.transaction!,
        value: '0',
        before: [{ to: DEV, data: '0x095ea7b3', value: '0', description: 'Allow exactly 100 DEV' }],
      },
    });
    renderPart();
    await userEvent.type(await screen.findByLabelText('Amount (DEV)'), '100');
    const quote = await screen.findByTestId('swap-quote');
    await waitFor(() =>
      expect(quote).toHaveTextContent('your wallet asks first to allow exactly 100.0000 DEV'),
    );
    expect(quote).not.toHaveTextContent('sign a permit');
  });

  it('warns above 3 % slippage and asks the quote at the slippage typed', async () => {
    stubFetch();
    renderPart();
    await userEvent.click(await screen.findByRole('radio', { name: /ETH/ }));
    await userEvent.type(screen.getByLabelText('Amount (ETH)'), '0.01');
    expect(screen.queryByTestId('swap-slippage-warning')).not.toBeInTheDocument();
    const slippage = screen.getByLabelText('Slippage (%)');
    await userEvent.clear(slippage);
    await userEvent.type(slippage, '5');
    expect(screen.getByTestId('swap-slippage-warning')).toHaveTextContent(/Above 3 %/);
    expect(await screen.findByText(/with 5 % slippage/)).toBeInTheDocument();
  });

  it('says why a quote was refused and offers nothing to sign', async () => {
    stubFetch('Too little liquidity to swap 100 DEV into USDC on Local.');
    const onReady = renderPart();
    await userEvent.type(await screen.findByLabelText('Amount (DEV)'), '100');
    expect(await screen.findByTestId('swap-quote-error')).toHaveTextContent(
      'Too little liquidity to swap 100 DEV into USDC on Local.',
    );
    expect(onReady).not.toHaveBeenCalledWith(expect.objectContaining({ symbol: 'DEV' }));
  });

  it('fills the whole balance of an 18-decimal token to its last unit', async () => {
    stubFetch();
    renderPart();
    await userEvent.click(await screen.findByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount (DEV)')).toHaveValue('400');
  });
});
