import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import { LOCAL_CHAIN } from '@/test/chains';
import { DonationPanel } from './donation-panel';

type PanelProps = ComponentProps<typeof DonationPanel>;

/** For tests: the panel as a campaign page on the one local chain draws it; `props` adds the rest. */
export function renderLocalPanel(props: Pick<PanelProps, 'campaign'> & Partial<PanelProps>) {
  return render(
    <DonationPanel
      networks={[LOCAL_CHAIN]}
      chainId={LOCAL_CHAIN.chainId}
      onChainChange={vi.fn()}
      {...props}
    />,
  );
}
