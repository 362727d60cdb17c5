import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { FAQ_COUNT } from './faq-data';
import { FaqPage } from './faq-page';
import { renderPage } from './render-page';

const questionButtons = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));

describe('FaqPage', () => {
  it('lists every question under six category headings', () => {
    renderPage(<FaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: /frequently asked questions/i }),
    ).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(FAQ_COUNT);
    for (const name of ['Getting started', 'Fees & payments', 'Wallets & networks', 'Donating']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('FAQ · CrowdVault');
  });

  it('filters by question text and by answer text', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const search = screen.getByRole('searchbox', { name: /search the faq/i });

    await user.type(search, 'refund');
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is CrowdVault?' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'SafeERC20');
    expect(screen.getByRole('button', { name: 'How are the smart contracts secured?' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(1);
  });

  it('shows a no-results state whose Clear Search restores the list', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const search = screen.getByRole('searchbox', { name: /search the faq/i });

    await user.type(search, 'xyzzy');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'No results found' })).not.toBeInTheDocument();
    expect(questionButtons()).toHaveLength(FAQ_COUNT);
  });

  it('keeps only one answer open at a time and can close it again', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const fee = screen.getByRole('button', { name: 'How much does CrowdVault charge?' });
    const custody = screen.getByRole('button', { name: 'Does CrowdVault hold my funds?' });

    await user.click(fee);
    expect(fee).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/97\.5% of the withdrawn amount/)).toBeVisible();

    await user.click(custody);
    expect(custody).toHaveAttribute('aria-expanded', 'true');
    expect(fee).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(custody);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const filters = screen.getByRole('group', { name: /filter by category/i });
    await user.click(within(filters).getByRole('button', { name: 'Donating' }));
    expect(within(filters).getByRole('button', { name: 'Donating' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Donating');
    expect(screen.queryByRole('heading', { level: 2, name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('searches the German questions and answers a German reader reads', async () => {
    const user = userEvent.setup();
    const german = await loadI18n('de', 'faq');
    renderPage(
      <I18nContext.Provider value={german}>
        <FaqPage />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Spenden' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'FAQ durchsuchen' });
    // Pasted, not typed: the words matter here, not each keystroke's render.
    const find = async (words: string) => {
      await user.clear(search);
      await user.click(search);
      await user.paste(words);
    };

    // A word of a German question.
    await find('Erstattung');
    expect(screen.getByRole('button', { name: 'Bekomme ich eine Erstattung?' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(1);
    expect(screen.getByText('1 passende Frage')).toBeInTheDocument();

    // Words only a German answer holds, the umlaut typed or not.
    await find('ruckgangig');
    expect(questionButtons()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bekomme ich eine Erstattung?' })).toBeInTheDocument();
    await find('rückgängig Moderator');
    expect(screen.getByRole('button', { name: 'Wie schützt ihr Spender vor Betrug?' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(1);

    // The English word is not what the German page says.
    await find('refund');
    expect(screen.getByRole('heading', { name: 'Keine Ergebnisse gefunden' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Keine Frage passt zu „refund“. Versuch es mit einem anderen Wort oder sieh dir alle Fragen an.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suche löschen' }));
    expect(questionButtons()).toHaveLength(FAQ_COUNT);
  }, 30_000);
});
