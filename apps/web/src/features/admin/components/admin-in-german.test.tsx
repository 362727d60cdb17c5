import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { allOrNothingCampaign } from '@/test/campaign';
import { AdminPage } from '../admin-page';
import { AdminCampaignCard } from './admin-campaign-card';
import { CampaignActionsTab } from './campaign-actions-tab';
import { SettingsPanel } from './settings-panel';
import { adminStats, renderWithQuery } from './test-utils';

// Issue 43: the admin area in the reader's language (decision 140), its amounts and counts as the
// locale writes them (decision 142), and Arabic's addresses and amounts kept left to right.

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);
vi.mock('@/lib/auth/use-session', async () => {
  const { signedInSession } = await import('@/test/session');
  return { useSession: () => signedInSession() };
});

const VAULT = '0x00000000000000000000000000000000000000aB';

/** A campaign waiting for review, with two open reports and a vault. */
function pendingCampaign(): AdminCampaignDetail {
  return {
    ...allOrNothingCampaign('funding', {}, { isApproved: false, walletAddress: VAULT }),
    moderationReason: null,
    approval: 'pending',
    openReports: 2,
  };
}

beforeAll(() => {
  // Radix Select uses pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

beforeEach(() => {
  http.apiGet
    .mockReset()
    .mockImplementation(async (path: string, options: { onHeaders?: (h: Headers) => void }) => {
      if (path === '/admin/stats') {
        return adminStats({
          totalRaised: { stablecoinTotal: '22150.5', byCurrency: [] },
          totalCampaigns: 1234,
          activeCampaigns: 7,
          pendingApproval: 1,
          rejected: 2,
        });
      }
      options.onHeaders?.(new Headers({ 'X-Total-Count': '1' }));
      return [pendingCampaign()];
    });
  http.apiPost.mockReset().mockResolvedValue({ ...pendingCampaign(), approval: 'rejected' });
});

describe('the admin area in German', () => {
  it('shows the review queue: heading, tabs, figures, the card and the pager in German', async () => {
    renderWithQuery(
      <I18nContext.Provider value={await loadI18n('de', 'admin')}>
        <AdminPage section="dashboard" />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin-Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Kampagnen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Prüfprotokoll' })).toBeInTheDocument();

    // The figures as German writes them.
    const raised = (await screen.findByText('Insgesamt gesammelt', { selector: 'dt' })).nextElementSibling;
    expect(raised).toHaveTextContent('22.150,50 $');
    expect(screen.getByText('Kampagnen gesamt', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1.2347 aktiv',
    );
    expect(screen.getByText('Wartet auf Prüfung · 2 abgelehnt')).toBeInTheDocument();

    // The queue's card.
    const card = await screen.findByRole('article', { name: 'A machine for the workshop' });
    expect(card).toHaveTextContent('Wird geprüft');
    expect(card).toHaveTextContent('2 offene Meldungen');
    expect(card).toHaveTextContent('von maker · Tresor 0x0000...00aB');
    expect(card).toHaveTextContent('400,00 USDT');
    expect(card).toHaveTextContent('von 1.000,00 USDT · 40,0 %');
    expect(card).toHaveTextContent('2 Spender');
    expect(within(card).getByRole('button', { name: 'Freigeben' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Melden' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Empfehlen' })).toHaveAttribute('aria-pressed', 'false');

    expect(screen.getByRole('searchbox', { name: 'Kampagnen oder Ersteller suchen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seiten der Kampagnen' })).toHaveTextContent(
      '1–1 von 1 Kampagne',
    );
    // The whole page renders at once, with its catalogue compiled on the first test: slow on a busy machine.
  }, 60_000);

  it('rejects a campaign in German: the question, the refusal without a reason, then the reason sent', async () => {
    renderWithQuery(
      <I18nContext.Provider value={await loadI18n('de', 'admin')}>
        <CampaignActionsTab campaign={pendingCampaign()} />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Freigabe:')).toHaveTextContent('Freigabe: Wird geprüft');
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Diese Kampagne ablehnen?' });
    expect(dialog).toHaveTextContent(
      '„A machine for the workshop“ verschwindet aus „Entdecken“, bis sie wieder freigegeben wird.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kampagne ablehnen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ein Grund ist erforderlich');
    expect(http.apiPost).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Grund' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kampagne ablehnen' }));
    expect(http.apiPost).toHaveBeenCalledWith(
      '/admin/campaigns/12/approve',
      { approved: false, reason: { code: 'spam', text: '' } },
      { silent: true },
    );
  });

  it("answers choosing the current status with 'Keine Änderung' in German", async () => {
    renderWithQuery(
      <I18nContext.Provider value={await loadI18n('de', 'admin')}>
        <CampaignActionsTab campaign={pendingCampaign()} />
      </I18nContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aktiv' }));
    expect(screen.getByRole('status')).toHaveTextContent('Keine Änderung: Die Kampagne ist bereits aktiv.');
  });
});

describe('the settings in German', () => {
  it('writes the fee as German writes a percentage and refuses a bad limit in German', async () => {
    http.apiGet.mockReset().mockResolvedValue({
      minGoal: '10',
      maxDurationDays: 365,
      chain: {
        chainId: 31337,
        chainName: 'Local Chain',
        factoryAddress: VAULT,
        treasuryAddress: VAULT,
        platformFeeBps: 250,
      },
    });
    renderWithQuery(
      <I18nContext.Provider value={await loadI18n('de', 'admin')}>
        <SettingsPanel />
      </I18nContext.Provider>,
    );
    const fee = (await screen.findByText('Plattformgebühr', { selector: 'dt' })).nextElementSibling;
    expect(fee?.textContent).toBe('2,5\u00A0% jeder Auszahlung');
    // The signed-in session here is no admin: the limits are read-only, and say so.
    expect(screen.getByText('Für Moderatoren nur lesbar')).toBeInTheDocument();
    expect(screen.getByLabelText('Mindestziel einer Kampagne')).toHaveAttribute('readonly');
  });
});

describe('the admin area in Arabic', () => {
  it('keeps amounts and the vault address left to right, and names in their own direction', async () => {
    renderWithQuery(
      <I18nContext.Provider value={await loadI18n('ar', 'admin')}>
        <AdminCampaignCard campaign={pendingCampaign()} />
      </I18nContext.Provider>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
    // Amounts in Arabic-Indic digits, isolated left to right (LRI…PDI).
    expect(within(card).getByTestId('admin-card-raised').textContent).toBe('\u2066٤٠٠٫٠٠\u00A0USDT\u2069');
    // The vault's address is a monospaced run (styles.css isolates it left to right), never
    // mixed into the Arabic words around it.
    const address = within(card).getByTitle(VAULT);
    expect(address).toHaveClass('font-mono');
    expect(address).toHaveTextContent('0x0000...00aB');
    // The creator's name and the id keep their own direction inside the Arabic byline.
    expect(within(card).getByText('maker').closest('bdi')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('#12')).toHaveAttribute('dir', 'ltr');
    expect(card).toHaveTextContent('بلاغان مفتوحان');
  });
});
