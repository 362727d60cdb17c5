import type { EmailSettings } from '@crowdvault/shared/api/email';
import { PROFILE_MESSAGES } from '@crowdvault/shared/api/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { signedInSession } from '@/test/session';
import { profileSettings } from '../test-fixtures';
import { SettingsSection } from './settings-section';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const SETTINGS = profileSettings({ bio: 'I make things', email: 'me@example.org' });

const EMAIL: EmailSettings = {
  email: 'me@example.org',
  emailVerified: false,
  undeliverable: false,
  verificationSentAt: new Date().toISOString(),
  preferences: {
    donation_received: true,
    campaign_moderation: true,
    withdrawal_completed: true,
    donation_receipt: true,
    campaign_update: true,
    yearly_statement: true,
    refund_available: true,
    pledge_reminder: true,
    pledge_problem: false,
    matching_round: true,
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let patches: unknown[];
let emailPatches: unknown[];
let answer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  session.current = signedInSession();
  patches = [];
  emailPatches = [];
  answer = (body) => json(200, { ...SETTINGS, ...body });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/dev/mailbox')) return json(404, { message: 'Not found' });
      if (url.includes('/users/me/email/preferences')) {
        const body = JSON.parse(String(init?.body));
        emailPatches.push(body);
        return json(200, { ...EMAIL, preferences: { ...EMAIL.preferences, ...body } });
      }
      if (url.includes('/users/me/email')) return json(200, EMAIL);
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        return answer(body);
      }
      return json(200, SETTINGS);
    }),
  );
});

function renderSettings() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsSection />
    </QueryClientProvider>,
  );
}

/** Renders the section and types `text` over the field labelled `label`, which it returns. */
async function renderAndType(label: string, text: string) {
  renderSettings();
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

describe('SettingsSection', () => {
  it('shows the stored settings, the e-mail marked unverified', async () => {
    renderSettings();
    expect(await screen.findByLabelText('Username')).toHaveValue('maker');
    expect(screen.getByLabelText('Bio')).toHaveValue('I make things');
    expect(screen.getByText('Awaiting verification')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Withdrawals' })).toBeChecked();
  });

  it('saves only what changed: a new username and a muted kind', async () => {
    const _username = await renderAndType('Username', 'shelf-maker');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ending soon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(patches).toEqual([{ username: 'shelf-maker', notifications: { ending: false } }]),
    );
  });

  it('says when the username is taken, beside the field', async () => {
    answer = () => json(409, { message: PROFILE_MESSAGES.usernameTaken });
    const username = await renderAndType('Username', 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.usernameTaken);
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('says beside the e-mail field when too many links were asked for', async () => {
    const message = 'Too many verification e-mails were asked for: try again in 42 minutes';
    answer = () => json(429, { message });
    const email = await renderAndType('E-mail (optional)', 'new@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an invalid username before asking the server', async () => {
    const _username = await renderAndType('Username', 'no spaces');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.usernameCharacters);
    expect(patches).toEqual([]);
  });

  it('says the address awaits its link and saves a mail switch as it is flipped', async () => {
    renderSettings();
    expect(await screen.findByText(/Follow it to start getting mail/)).toBeInTheDocument();
    const updates = screen.getByRole('checkbox', { name: 'Updates of campaigns you follow' });
    expect(updates).toBeChecked();
    // Monthly giving's two switches come from the registry, each as saved.
    expect(screen.getByRole('checkbox', { name: 'Recurring gift reminders' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Recurring gift problems' })).not.toBeChecked();
    await userEvent.click(updates);
    expect(emailPatches).toEqual([{ campaign_update: false }]);
    expect(
      await screen.findByRole('checkbox', { name: 'Updates of campaigns you follow' }),
    ).not.toBeChecked();
    expect(screen.queryByText(/development mailbox/)).not.toBeInTheDocument();
  });
});
