import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  // jsdom cannot reload a page: the switch's last step is a spy here.
  const reload = vi.fn();
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the switch writes, cleared
    document.cookie = 'cv_locale=; Path=/; Max-Age=0';
    reload.mockReset();
    vi.restoreAllMocks();
  });

  it('lists each language by its own name, the page’s chosen', () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      'العربية',
    ]);
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
  });

  it('remembers the choice in the cookie the server reads, then loads the page again', async () => {
    render(<LanguageSwitch reload={reload} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(document.cookie).toContain('cv_locale=de');
  });

  it("saves a signed-in user's choice in their profile, for their e-mails", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await chooseLocale('pt-BR', true, reload);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/users\/me$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'pt-BR' });
    expect(document.cookie).toContain('cv_locale=pt-BR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes the language even when the profile cannot be saved', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await chooseLocale('fr', true, reload);
    expect(document.cookie).toContain('cv_locale=fr');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
