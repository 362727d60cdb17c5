import type { Campaign } from '@crowdvault/shared/api/campaign';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { embedSnippet } from '../lib/share-links';
import { ShareDialog } from './share-dialog';

const CAMPAIGN = {
  id: 7,
  title: 'Books & "light" <for> all',
  description: 'Wells for Kisumu',
  category: 'Community',
  status: 'active',
  isApproved: true,
} as Campaign;

describe('ShareDialog QR code', () => {
  it('shows the campaign link as a QR code to scan, on request', async () => {
    const user = userEvent.setup();
    render(<ShareDialog campaign={CAMPAIGN} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('img', { name: 'QR code of the campaign link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code of the campaign link' })).toHaveAttribute(
        'data-value',
        `${window.location.origin}/campaign/7`,
      ),
    );
    expect(screen.getByText("Scan with a phone's camera to open this campaign.")).toBeInTheDocument();
  });
});

describe('ShareDialog embed snippet', () => {
  it('offers the iframe of the campaign widget to copy, its title escaped', async () => {
    const user = userEvent.setup();
    render(<ShareDialog campaign={CAMPAIGN} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const snippet = screen.getByLabelText('Embed on your site');
    const origin = window.location.origin;
    expect(snippet).toHaveValue(
      `<iframe src="${origin}/embed/campaign/7" title="Books &amp; &quot;light&quot; &lt;for&gt; all on CrowdVault" width="420" height="280" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `${origin}/embed/campaign/7`,
    );
    expect(screen.getByRole('button', { name: 'Copy embed code' })).toBeInTheDocument();
  });

  it('is light by default; choosing dark or auto puts the theme in the snippet and the preview', async () => {
    const user = userEvent.setup();
    render(<ShareDialog campaign={CAMPAIGN} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const theme = screen.getByLabelText('Theme');
    expect(theme).toHaveValue('light');
    const origin = window.location.origin;
    for (const value of ['dark', 'auto']) {
      await user.selectOptions(theme, value);
      expect((screen.getByLabelText('Embed on your site') as HTMLTextAreaElement).value).toContain(
        `src="${origin}/embed/campaign/7?theme=${value}"`,
      );
      expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
        'href',
        `${origin}/embed/campaign/7?theme=${value}`,
      );
    }
  });

  it('offers no embed for a campaign awaiting review (the widget would not show it)', async () => {
    const user = userEvent.setup();
    render(<ShareDialog campaign={{ ...CAMPAIGN, isApproved: false, status: 'pending' }} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByText('Campaign link')).toBeInTheDocument();
    expect(screen.queryByLabelText('Embed on your site')).not.toBeInTheDocument();
  });

  it('the snippet parses as one iframe pointing at the widget', () => {
    const template = document.createElement('template');
    template.innerHTML = embedSnippet('https://crowdvault.example', CAMPAIGN);
    const frames = template.content.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('https://crowdvault.example/embed/campaign/7');
    expect(frames[0]?.getAttribute('title')).toBe('Books & "light" <for> all on CrowdVault');
    expect(template.content.children).toHaveLength(1);
  });
});

describe('ShareDialog copy', () => {
  it("toasts 'Campaign link copied to clipboard' (SPEC.md §8), and one Escape closes toast and dialog", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ShareDialog campaign={CAMPAIGN} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Campaign link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/campaign/7`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByText('Campaign link copied to clipboard')).not.toBeInTheDocument(),
    );
  });
});
