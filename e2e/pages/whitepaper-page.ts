import type { Page } from '@playwright/test';

/** /whitepaper: the sticky section navigation and the sections it links to. */
export class WhitepaperPage {
  static readonly sections = [
    ['executive-summary', 'Executive Summary'],
    ['introduction', 'Introduction'],
    ['market-analysis', 'Market Analysis'],
    ['technology', 'Technology'],
    ['tokenomics', 'Tokenomics'],
    ['roadmap', 'Roadmap'],
  ] as const;

  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/whitepaper');
  }

  get nav() {
    return this.page.getByRole('navigation', { name: 'Whitepaper sections' });
  }

  navLink(label: string) {
    return this.nav.getByRole('link', { name: label });
  }

  section(id: string) {
    return this.page.locator(`section#${id}`);
  }

  sectionHeading(id: string) {
    return this.section(id).getByRole('heading', { level: 2 });
  }
}
