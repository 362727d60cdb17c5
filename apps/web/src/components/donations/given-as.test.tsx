import type { SwappedInput } from '@crowdvault/shared/api/donation';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GivenAs, useSwapRateText } from './given-as';

const DEV: SwappedInput = {
  token: { symbol: 'DEV', address: '0xb26eF41608526b6A4eAcD9377EF2089E7F140356', decimals: 18 },
  amount: '400',
};

function Rate({ swapped, received }: { swapped: SwappedInput | null; received: string }) {
  return <p data-testid="rate">{useSwapRateText(swapped, received, 'USDT') ?? 'none'}</p>;
}

describe('GivenAs and the swap rate', () => {
  it('says what the donor gave, exactly, and the rate the stablecoin was received at', () => {
    render(
      <>
        <GivenAs swapped={{ ...DEV, amount: '400.123456789012345678' }} />
        <Rate swapped={DEV} received="99.8" />
      </>,
    );
    expect(screen.getByTestId('given-as')).toHaveTextContent('Given as 400.123456789012345678 DEV');
    expect(screen.getByTestId('rate')).toHaveTextContent('0.249500 USDT per DEV');
  });

  it('shows nothing for a plain gift', () => {
    const { container } = render(<GivenAs swapped={null} />);
    expect(container).toBeEmptyDOMElement();
    render(<Rate swapped={null} received="25" />);
    expect(screen.getByTestId('rate')).toHaveTextContent('none');
  });
});
