import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UnsubscribePage } from './unsubscribe-page';

const SIGNATURE = 'abcdefghijklmnopqrstuvwxyz012345';
let requests: { url: string; method: string }[];
let status: number;

beforeEach(() => {
  requests = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET' });
      const body =
        status === 200
          ? { kind: 'campaign_update', label: 'Updates of campaigns you follow', unsubscribed: true }
          : { message: 'This unsubscribe link is not valid' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

function renderAt(search: string) {
  const { hook, searchHook } = memoryLocation({ path: `/email/unsubscribe?${search}` });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <UnsubscribePage />
      </Router>
    </QueryClientProvider>,
  );
}

describe('UnsubscribePage', () => {
  it('asks first (a link scanner opening it changes nothing), then unsubscribes with one click', async () => {
    renderAt(`u=7&k=campaign_update&s=${SIGNATURE}`);
    expect(screen.getByText('You will no longer get: Updates of campaigns you follow.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toContain(`/api/email/unsubscribe?u=7&k=campaign_update&s=${SIGNATURE}`);
  });

  it('says so when the server refuses the link', async () => {
    status = 400;
    renderAt(`u=7&k=campaign_update&s=${SIGNATURE}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeInTheDocument();
  });

  it('refuses a link whose kind does not exist without asking the server', () => {
    renderAt(`u=7&k=marketing&s=${SIGNATURE}`);
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
