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

  tab(name: 'Story' | 'Updates' | 'Donations' | 'Ledger') {
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

/** The donation panel's controls and what it shows (SPEC.md §2). */
export class DonationPanelPage {
  constructor(readonly page: Page) {}

  get amount() {
    return this.page.getByLabel(/^Amount \(/);
  }

  get message() {
    return this.page.getByLabel('Message (optional)');
  }

  get donateButton() {
    return this.page.getByRole('button', { name: 'Donate Now' });
  }

  /** The raised amount of the progress card the viewport shows. */
  get raised() {
    return this.page.locator('[data-testid="raised-amount"]:visible');
  }

  toast(title: string) {
    return this.page.getByText(title, { exact: true });
  }
}
