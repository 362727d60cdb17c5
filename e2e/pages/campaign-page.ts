import type { Page } from '@playwright/test';
import { english, escapeRegExp, type Texts } from '../support/texts';

/** A campaign's detail page. */
export class CampaignPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  goto(id: number, prefix: 'campaign' | 'campaigns' = 'campaign') {
    return this.page.goto(`/${prefix}/${id}`);
  }

  get title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(name: 'Story' | 'Updates' | 'Donations' | 'Ledger') {
    return this.page.getByRole('tab', { name: this.t(name) });
  }

  get tabPanel() {
    return this.page.getByRole('tabpanel');
  }

  get walletQr() {
    return this.page.getByRole('img', { name: this.t('QR code of the campaign wallet address') });
  }

  get walletAddress() {
    return this.page.getByTestId('wallet-address');
  }

  get shareDialog() {
    return this.page.getByRole('dialog', { name: this.t('Share this campaign') });
  }

  get donationPanel() {
    return this.page.getByRole('complementary', { name: this.t('Campaign funding') });
  }
}

/** The donation panel's controls and what it shows (SPEC.md §2). */
export class DonationPanelPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  get amount() {
    // "Amount (USDT)", "Betrag (USDT)": the field's name up to its token.
    const [before = ''] = this.t('Amount ({symbol})', { symbol: '\u0000' }).split('\u0000');
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(before)}`));
  }

  get message() {
    return this.page.getByLabel(this.t('Message (optional)'));
  }

  get donateButton() {
    return this.page.getByRole('button', { name: this.t('Donate Now') });
  }

  /** The raised amount of the progress card the viewport shows. */
  get raised() {
    return this.page.locator('[data-testid="raised-amount"]:visible');
  }

  toast(title: string) {
    return this.page.getByText(this.t(title), { exact: true });
  }
}
