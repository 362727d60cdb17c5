import type { Page } from '@playwright/test';

/** `/dev/mailbox`: what the embedded SMTP server of the stack caught. */
export class DevMailboxPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/dev/mailbox');
  }

  /** The newest mail to `to` whose subject matches, as a card. */
  mail(subject: string | RegExp, to: string) {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: subject }) })
      .filter({ hasText: `To ${to}` })
      .first();
  }

  /** Shows a card's plain text and follows its link that starts with `prefix`. */
  async followLink(card: ReturnType<DevMailboxPage['mail']>, prefix: string) {
    await card.getByRole('button', { name: 'Text' }).click();
    await card.getByRole('link', { name: new RegExp(`^${prefix.replace(/[.?/]/g, '\\$&')}`) }).click();
  }
}
