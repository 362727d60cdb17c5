import { FaqPage } from '../pages/faq-page';
import { WhitepaperPage } from '../pages/whitepaper-page';
import { expect, type Page, test } from '../support/test';

const ROUTES = [
  { path: '/about', title: 'About · CrowdVault' },
  { path: '/how-it-works', title: 'How It Works · CrowdVault' },
  { path: '/faq', title: 'FAQ · CrowdVault' },
  { path: '/token', title: 'Token · CrowdVault' },
  { path: '/whitepaper', title: 'Whitepaper · CrowdVault' },
  { path: '/terms', title: 'Terms of Service · CrowdVault' },
  { path: '/privacy', title: 'Privacy Policy · CrowdVault' },
] as const;

const main = (page: Page) => page.getByRole('main');

test.describe('public pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} sets its title and meta description, with headings in order`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(skips, 'no heading level is skipped').toEqual([]);
    });
  }

  test('/about shows the live figures and how CrowdVault differs', async ({ page, request }) => {
    const stats = (await (await request.get('/api/stats')).json()) as {
      totalDonors: number;
      countries: number;
    };
    await page.goto('/about');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Crowdfunding without the middlemen',
    );
    // The deployment's own figures (decision 075), not SPEC.md's fixed '$2.5M+'.
    const figures = main(page).locator('dl').first();
    await expect(figures).toContainText(`Donors${stats.totalDonors.toLocaleString('en-US')}`);
    await expect(figures).toContainText(/Raised\$[\d,]+/);
    await expect(main(page).getByText('$2.5M+', { exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('heading', { name: 'Our mission' })).toBeVisible();
    for (const point of ['A 2.5% fee', 'Instant payouts', 'No custody']) {
      await expect(main(page).getByRole('heading', { level: 3, name: point })).toBeVisible();
    }
    await expect(main(page).getByText('8–12% in platform and payment fees')).toBeVisible();
  });

  test('/how-it-works switches between the creator and donor tabs by click and keyboard', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const creators = page.getByRole('tab', { name: 'For Campaign Creators' });
    const donors = page.getByRole('tab', { name: 'For Donors' });
    await expect(creators).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Review within 24 hours' })).toBeVisible();
    await expect(page.getByText('975.00 USDT')).toBeVisible();

    await donors.click();
    await expect(donors).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Or send to the campaign address' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review within 24 hours' })).toHaveCount(0);

    await donors.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(creators).toBeFocused();
    await expect(creators).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Withdraw whenever you like' })).toBeVisible();
  });

  test('/faq search matches questions and answers, shows no results, and Clear Search restores the list', async ({
    page,
  }) => {
    const faq = new FaqPage(page);
    await faq.goto();
    await expect(faq.question('What is CrowdVault?')).toBeVisible();
    const total = await faq.questions.count();
    expect(total).toBeGreaterThanOrEqual(24);
    for (const category of ['Getting started', 'Fees & payments', 'Wallets & networks', 'Donating']) {
      await expect(faq.main.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }

    await faq.search.fill('refund');
    await expect(faq.question('Can I get a refund?')).toBeVisible();
    await expect(faq.question('What is CrowdVault?')).toHaveCount(0);

    await faq.search.fill('SafeERC20'); // appears only in an answer
    await expect(faq.questions).toHaveCount(1);
    await expect(faq.question('How are the smart contracts secured?')).toBeVisible();

    await faq.search.fill('quantum teleportation');
    await expect(faq.noResults).toBeVisible();
    await expect(faq.questions).toHaveCount(0);

    await faq.clearSearch.click();
    await expect(faq.search).toHaveValue('');
    await expect(faq.search).toBeFocused();
    await expect(faq.noResults).toHaveCount(0);
    await expect(faq.questions).toHaveCount(total);
  });

  test('/faq keeps only one answer open at a time', async ({ page }) => {
    const faq = new FaqPage(page);
    await faq.goto();
    const fee = faq.question('How much does CrowdVault charge?');
    const custody = faq.question('Does CrowdVault hold my funds?');
    // Every answer is in the page for crawlers (decision 123); a closed one is not shown.
    const feeAnswer = faq.main.getByText(/sends 97\.5% of the withdrawn amount/);
    const custodyAnswer = faq.main.getByText(/only the campaign creator.s wallet can withdraw/);
    await expect(feeAnswer).toBeAttached();
    await expect(feeAnswer).toBeHidden();

    await fee.click();
    await expect(fee).toHaveAttribute('aria-expanded', 'true');
    await expect(feeAnswer).toBeVisible();

    await custody.click();
    await expect(custody).toHaveAttribute('aria-expanded', 'true');
    await expect(fee).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.openQuestions).toHaveCount(1);
    await expect(custodyAnswer).toBeVisible();
    await expect(feeAnswer).toBeHidden();

    await custody.press('Enter');
    await expect(faq.openQuestions).toHaveCount(0);
    await expect(custodyAnswer).toBeHidden();
  });

  test('/token says the token is only planned, then shows its planned figures, allocation and roadmap', async ({
    page,
  }) => {
    await page.goto('/token');
    const content = main(page);
    await expect(content.getByRole('note', { name: 'CVT does not exist yet' })).toBeInViewport();
    for (const figure of ['$0.1', '80,000,000', '1,000,000,000']) {
      await expect(content.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(content.getByText('8% of total supply at launch')).toBeVisible();
    for (const marketFigure of ['$8,000,000', '1,250']) {
      await expect(content.getByText(marketFigure, { exact: true })).toHaveCount(0);
    }
    await expect(content.getByRole('heading', { name: 'Proposed uses, none of them live' })).toBeVisible();
    const allocation: [string, string][] = [
      ['Private sale', '1'],
      ['Ecosystem', '20'],
      ['Marketing', '5'],
      ['Liquidity', '60'],
      ['Treasury', '14'],
    ];
    for (const [label, percent] of allocation) {
      await expect(content.getByRole('progressbar', { name: `${label} allocation` })).toHaveAttribute(
        'aria-valuenow',
        percent,
      );
    }
    await expect(content.getByRole('heading', { name: 'Vesting schedule' })).toBeVisible();
    const roadmap = content.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Roadmap' }),
    });
    // Only what happened is marked done; the token's listings are proposals (decision 075).
    await expect(roadmap.locator('[data-status="completed"]')).toHaveCount(1);
    await expect(roadmap.locator('[data-status="completed"]')).toContainText('Partly done');
    await expect(roadmap.locator('[data-status="proposed"]')).toHaveCount(2);
    await expect(roadmap.locator('[data-status="current"]')).toHaveCount(1);
    await expect(roadmap.locator('[data-status="upcoming"]')).toHaveCount(1);
    await expect(content.getByRole('heading', { name: 'Proposed exchanges' })).toBeVisible();
    await expect(content.getByRole('heading', { name: /Partnerships/ })).toBeVisible();
  });

  test('/whitepaper shows its version and subtitle, and every nav link scrolls to its section', async ({
    page,
  }) => {
    const whitepaper = new WhitepaperPage(page);
    await whitepaper.goto();
    await expect(main(page).getByText(`Version 1.0 · ${new Date().getFullYear()}`)).toBeVisible();
    await expect(main(page).getByText('Decentralized Crowdfunding Protocol', { exact: true })).toBeVisible();
    await expect(whitepaper.nav.getByRole('link')).toHaveCount(WhitepaperPage.sections.length);
    await expect(whitepaper.navLink('Risk Factors')).toHaveCount(0);
    await expect(whitepaper.sectionHeading('risks')).toHaveText('Risk Factors');

    for (const [id, label] of [...WhitepaperPage.sections].reverse()) {
      await whitepaper.navLink(label).click();
      await expect(page).toHaveURL(new RegExp(`/whitepaper#${id}$`));
      await expect(whitepaper.sectionHeading(id)).toBeInViewport();
      await expect(whitepaper.sectionHeading(id)).toHaveText(label);
      // The contents light the section in view.
      await expect(whitepaper.navLink(label)).toHaveAttribute('aria-current', 'location');
    }
    // On a phone too, down to the short last section at the very end of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(whitepaper.navLink('Roadmap')).toHaveAttribute('aria-current', 'location');
  });

  test('/whitepaper lists the market figures and links to no social account that does not exist', async ({
    page,
  }) => {
    await page.goto('/whitepaper');
    for (const figure of ['$28.8B', '16.7%', '3.2M', '$2.5B']) {
      await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('table', { name: /compared with/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /opens in a new tab/ })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Discover campaigns' })).toHaveAttribute(
      'href',
      '/discover',
    );
    await expect(main(page).getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
  });

  test('/terms and /privacy are real policies with a last-updated date', async ({ page }) => {
    await page.goto('/terms');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(main(page).getByText(/^Last updated: /)).toBeVisible();
    for (const heading of ['4. Fees', '6. Review and moderation', '7. Donations']) {
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main(page).getByText(/Funds never pass through CrowdVault/)).toBeVisible();

    await page.goto('/privacy');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main(page).getByText(/^Last updated: /)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: '2. What we store' })).toBeVisible();
    await expect(
      main(page).getByRole('heading', { level: 2, name: '3. What we do not collect' }),
    ).toBeVisible();
    await expect(main(page).getByText(/No private keys or recovery phrases/)).toBeVisible();
  });
});

test.describe('public pages on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no page scrolls sideways at 360 px', async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });

  test('wide tables say they scroll sideways, and stop shading once scrolled to the end', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/token', 'Vesting schedule'],
      ['/whitepaper', 'Competitive landscape'],
    ] as const) {
      await page.goto(path);
      const table = main(page).getByRole('region', { name });
      await table.scrollIntoViewIfNeeded();
      await expect(table, path).toBeVisible();
      const hint = table.locator('xpath=../..').getByText('Scroll sideways to see more');
      await expect(hint, path).toBeVisible();
      await expect(table.locator('xpath=..').locator('[data-scroll-shade]'), path).toBeVisible();
      await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(table.locator('xpath=..').locator('[data-scroll-shade]'), path).toHaveCount(0);
    }
  });
});
