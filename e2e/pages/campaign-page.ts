import type { Page } from '@playwright/test';

/** A campaign's detail page. */
export class CampaignPage {
  constructor(readonly page: Page) {}

  goto(id: number, prefix: 'campaign' | 'campaigns' = 'campaign') {
    return this.page.goto(`/${prefix}/${id}`);
  }

  get title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(name: 'Story' | 'Updates' | 'Donations') {
    return this.page.getByRole('tab', { name });
  }

  get tabPanel() {
    return this.page.getByRole('tabpanel');
  }

  get walletQr() {
    return this.page.getByRole('img', { name: 'QR code of the campaign wallet address' });
  }

  get walletAddress() {
    return this.page.getByTestId('wallet-address');
  }

  get shareDialog() {
    return this.page.getByRole('dialog', { name: 'Share this campaign' });
  }

  get donationPanel() {
    return this.page.getByRole('complementary', { name: 'Campaign funding' });
  }
}
