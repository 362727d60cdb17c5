import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configQueryOptions } from '@/lib/config/app-config';
import { configWithChains } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { CreateCampaignForm } from './create-campaign-form';

const session = vi.hoisted(() => ({ useSession: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => session);
const deploy = vi.hoisted(() => ({ deploySafe: vi.fn() }));
vi.mock('../lib/deploy-safe', () => deploy);

const CREATOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const C = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const SAFE = '0x5afe00000000000000000000000000000000cafe';
const NOT_A_SAFE = '0x1000000000000000000000000000000000000001';

/** GET /api/safes/{chain}/{address} answers as the server does; POST /api/campaigns answers 201. */
function stubServer(owners: string[] = [CREATOR, B, C]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const safe = /\/api\/safes\/(\d+)\/(0x[0-9a-fA-F]{40})/.exec(url);
    if (safe) {
      const [, chainId, address] = safe;
      if (address!.toLowerCase() !== SAFE) {
        const chain = chainId === '31337' ? 'Local Chain' : 'Local L2';
        return Response.json({ message: `${address} is not a Safe on ${chain}.` }, { status: 400 });
      }
      return Response.json({
        address: SAFE,
        chainId: Number(chainId),
        owners,
        threshold: 2,
        nonce: '0',
        version: '1.4.1',
      });
    }
    if (url.endsWith('/api/campaigns') && init?.method === 'POST') {
      return Response.json({ id: 9 }, { status: 201 });
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/api/campaigns') && init?.method === 'POST',
  );

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The local chain's config (dev accounts listed), where Fill Sample Data is offered.
  client.setQueryData(configQueryOptions.queryKey, { ...configWithChains(), devAccounts: [] });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: '/create' }).hook}>
        <CreateCampaignForm />
      </Router>
    </QueryClientProvider>,
  );
}

async function chooseSafe() {
  await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
  await userEvent.click(screen.getByRole('radio', { name: /A Safe/ }));
}

beforeEach(() => {
  session.useSession.mockReturnValue(signedInSession({ address: CREATOR }));
  deploy.deploySafe.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the vault owner choice', () => {
  it("keeps the creator's wallet by default and sends no Safe", async () => {
    const fetchMock = stubServer();
    renderForm();
    expect(screen.getByRole('radio', { name: /My wallet/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /My wallet/ })).toHaveAccessibleName(/0x90F7\.\.\.b906/);
    await userEvent.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posted(fetchMock)[0]![1]!.body)).vaultOwner).toBeNull();
  });

  it('refuses an empty or malformed Safe address under the field, and sends nothing', async () => {
    const fetchMock = stubServer();
    renderForm();
    await chooseSafe();
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const field = screen.getByLabelText('Safe address');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Enter the Safe's address: 0x followed by 40 hexadecimal characters",
      ),
    );
    await userEvent.type(field, '0x5afe');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(field).toHaveAccessibleDescription(
      "Enter the Safe's address: 0x followed by 40 hexadecimal characters",
    );
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal for an address that is not a Safe", async () => {
    stubServer();
    renderForm();
    await chooseSafe();
    await userEvent.type(screen.getByLabelText('Safe address'), NOT_A_SAFE);
    await waitFor(() =>
      expect(screen.getByLabelText('Safe address')).toHaveAccessibleDescription(
        `${NOT_A_SAFE} is not a Safe on Local Chain.`,
      ),
    );
    expect(screen.queryByTestId('safe-summary')).not.toBeInTheDocument();
  });

  it('reads a Safe on every network: "2 of 3 owners", then sends its address', async () => {
    const fetchMock = stubServer();
    renderForm();
    await chooseSafe();
    await userEvent.type(screen.getByLabelText('Safe address'), SAFE);
    const summary = await screen.findByTestId('safe-summary');
    expect(summary).toHaveTextContent('2 of 3 owners: 0x90F7...b906, 0x15d3...6A65, 0x9965...A4dc');
    expect(summary).toHaveTextContent('on Local Chain and Local L2');
    const reads = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/api/safes/'));
    expect(reads).toEqual([`/api/safes/31337/${SAFE}`, `/api/safes/31338/${SAFE}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posted(fetchMock)[0]![1]!.body)).vaultOwner).toBe(SAFE);
  });

  it('says so when the creator is not among the Safe owners', async () => {
    stubServer([B, C]);
    renderForm();
    await chooseSafe();
    await userEvent.type(screen.getByLabelText('Safe address'), SAFE);
    await waitFor(() =>
      expect(screen.getByLabelText('Safe address')).toHaveAccessibleDescription(
        `Your wallet ${CREATOR} is not an owner of this Safe on Local Chain: name a Safe you are an owner of`,
      ),
    );
  });

  describe('creating a new Safe', () => {
    it('refuses empty, malformed and repeated owners and a threshold above the owners, before any wallet', async () => {
      stubServer();
      renderForm();
      await chooseSafe();
      await userEvent.click(screen.getByRole('radio', { name: 'Create a new Safe' }));
      const you = screen.getByLabelText('Owner 1 (you)');
      expect(you).toHaveValue(CREATOR);
      expect(you).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Remove owner 1' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Create Safe' }));
      expect(screen.getByLabelText('Owner 2')).toHaveAccessibleDescription("Enter the owner's address");
      await userEvent.type(screen.getByLabelText('Owner 2'), 'alice.eth');
      expect(screen.getByLabelText('Owner 2')).toHaveAccessibleDescription(
        'Enter an address: 0x followed by 40 hexadecimal characters',
      );
      await userEvent.clear(screen.getByLabelText('Owner 2'));
      await userEvent.type(screen.getByLabelText('Owner 2'), CREATOR.toLowerCase());
      expect(screen.getByLabelText('Owner 2')).toHaveAccessibleDescription(
        'This address is already an owner',
      );

      const threshold = screen.getByLabelText('Signatures needed');
      expect(threshold).toHaveValue('2');
      await userEvent.click(screen.getByRole('button', { name: 'Remove owner 2' }));
      expect(screen.getByLabelText('Signatures needed')).toHaveAccessibleDescription(
        'The threshold cannot be more than the 1 owner',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Create Safe' }));
      expect(deploy.deploySafe).not.toHaveBeenCalled();
    });

    it("creates the Safe on every network from the creator's wallet and shows it read", async () => {
      stubServer();
      deploy.deploySafe.mockResolvedValue(SAFE);
      renderForm();
      await chooseSafe();
      await userEvent.click(screen.getByRole('radio', { name: 'Create a new Safe' }));
      await userEvent.type(screen.getByLabelText('Owner 2'), B);
      await userEvent.click(screen.getByRole('button', { name: 'Add owner' }));
      await userEvent.type(screen.getByLabelText('Owner 3'), C);
      const threshold = screen.getByLabelText('Signatures needed');
      expect(
        within(threshold)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1 of 3 owners', '2 of 3 owners', '3 of 3 owners']);
      await userEvent.click(screen.getByRole('button', { name: 'Create Safe' }));
      await waitFor(() => expect(screen.getByLabelText('Safe address')).toHaveValue(SAFE));
      expect(deploy.deploySafe).toHaveBeenCalledWith(
        expect.objectContaining({
          owners: [CREATOR, B, C],
          threshold: 2,
          from: CREATOR,
          chains: [expect.objectContaining({ chainId: 31337 }), expect.objectContaining({ chainId: 31338 })],
        }),
      );
      expect(await screen.findByTestId('safe-summary')).toHaveTextContent('2 of 3 owners');
    });

    it('shows why the wallet could not create it and keeps what was typed', async () => {
      stubServer();
      deploy.deploySafe.mockRejectedValue(new Error('Safes are not available on Local L2.'));
      renderForm();
      await chooseSafe();
      await userEvent.click(screen.getByRole('radio', { name: 'Create a new Safe' }));
      await userEvent.type(screen.getByLabelText('Owner 2'), B);
      await userEvent.click(screen.getByRole('button', { name: 'Create Safe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Safes are not available on Local L2.');
      expect(screen.getByLabelText('Owner 2')).toHaveValue(B);
    });
  });
});
