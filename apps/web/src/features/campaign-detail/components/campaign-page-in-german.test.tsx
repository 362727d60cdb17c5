import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { CampaignHeading } from './campaign-heading';
import { CampaignTabs } from './campaign-tabs';
import { ProgressCard } from './progress-card';
import { ShareDialog } from './share-dialog';

// Issue 43: the campaign page's heading, tabs, progress and share dialog in the reader's language
// (the campaign group's texts, decision 140).
describe('the campaign page in German', () => {
  const campaign = keepCampaign({
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    category: 'Medical',
    donorCount: 1,
    daysLeft: 1,
  });

  it('speaks German in the heading, the tabs and the progress card, plurals included', async () => {
    const german = await loadI18n('de', 'campaign');
    render(
      <I18nContext.Provider value={german}>
        <CampaignHeading campaign={campaign} />
        <CampaignTabs campaign={campaign} donations={<p>–</p>} />
        <ProgressCard campaign={campaign} />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Gesundheit')).toBeInTheDocument();
    expect(screen.getByText('Vor 3 Tagen erstellt')).toBeInTheDocument();
    expect(screen.getByText('Weltweit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Geschichte', 'Updates', 'Spenden']);
    expect(screen.getByText('Spender')).toBeInTheDocument();
    expect(screen.getByText('Tag übrig')).toBeInTheDocument();
    expect(screen.getByText('finanziert')).toBeInTheDocument();
    expect(screen.getByText(/^gesammelt – Ziel: 1\.000,00/)).toBeInTheDocument();
  });

  it('shares in German (the texts of what a reader opens, loaded with it)', async () => {
    const german = await loadI18n('de', 'campaign-actions');
    render(
      <I18nContext.Provider value={german}>
        <ShareDialog campaign={campaign} defaultOpen />
      </I18nContext.Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Diese Kampagne teilen' });
    expect(within(dialog).getByText('Link zur Kampagne')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR-Code anzeigen' }));
    expect(
      within(dialog).getByText('Scanne ihn mit der Handykamera, um diese Kampagne zu öffnen.'),
    ).toBeVisible();
  });
});
