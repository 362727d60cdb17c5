import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL, webFilesWithTexts, webTextGroupFiles, webTextGroups } from './web-text-groups';

// Decision 140, session 34: the web app's texts reach the browser in groups read from its imports.
const WEB_SRC = fileURLToPath(new URL('../../../../apps/web/src', import.meta.url));

describe("the web app's groups of texts", () => {
  // Read once, when the file is collected: each walk parses every file of the web app.
  const files = webTextGroupFiles(WEB_SRC);
  const texts = webTextGroups(WEB_SRC);

  it('puts every file that writes a text in the shell or a group, so no text is left out of every page', () => {
    const reached = new Set([...files.values()].flatMap((group) => [...group]));
    expect(webFilesWithTexts(WEB_SRC).filter((file) => !reached.has(file))).toEqual([]);
  });

  it("keeps the header and footer in the shell, and a page's texts out of it", () => {
    expect(shell()).toContain('app/layout/site-header.tsx');
    expect(shell()).toContain('components/layout/site-footer.tsx');
    expect(shell()).not.toContain('features/home/components/home-hero.tsx');
    expect(shell()).not.toContain('app/pages/campaign-detail-page.tsx');
  });

  it("follows a page's lazy parts wherever their files live, up to a part with texts of its own", () => {
    const campaign = files.get('campaign');
    expect(campaign).toContain('features/donations/components/donation-panel.tsx');
    // The campaign page's parts only some readers see, one kept with the rounds feature.
    const parts = files.get('campaign-parts');
    expect(parts).toContain('features/rounds/campaign-round-parts.tsx');
    expect(parts).toContain('features/donations/components/donations-list.tsx');
    expect(campaign).not.toContain('features/donations/components/donations-list.tsx');
    expect(files.get('rounds')).toContain('features/rounds/round-page.tsx');
    expect(files.get('rounds')).not.toContain('features/donations/components/donations-list.tsx');
    // The wallet modal brings its own texts when it first opens, from any page.
    expect(files.get('wallet')).toContain('features/auth/wallet-modal-shell.tsx');
    expect(campaign).not.toContain('features/auth/wallet-modal-shell.tsx');
    expect(shell()).not.toContain('features/auth/wallet-modal-shell.tsx');
    // What a reader opens on the campaign page (share, report, the thank-you) comes when opened.
    expect(files.get('campaign-actions')).toContain('features/campaign-detail/components/share-dialog.tsx');
    expect(campaign).not.toContain('features/campaign-detail/components/share-dialog.tsx');
    // "Pay with another token" brings its texts when a donor opens it (issue 45).
    expect(files.get('campaign-actions')).toContain('features/swaps/components/another-token-gift.tsx');
    expect(campaign).not.toContain('features/swaps/components/another-token-gift.tsx');
    // The header's bell (signed-in readers only) brings its texts with its lazy part, not the shell.
    expect(files.get('notifications')).toContain('features/notifications/lib/notification-text.ts');
    expect(shell()).not.toContain('features/notifications/components/notification-bell.tsx');
    expect(texts.get(SHELL)).not.toContain('Mark all read');
  });

  it("keeps the one error mapper's sentences out of every page's first load: they come with the first error", () => {
    expect(files.get('errors')).toContain('lib/http/error-toast.ts');
    for (const [group, inGroup] of files) {
      if (group !== 'errors')
        expect(
          [...inGroup].filter((file) => file === 'lib/http/error-toast.ts'),
          group,
        ).toEqual([]);
    }
    expect(texts.get('errors')).toContain(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it("leaves the shell's texts, which every page loads, out of every group's", () => {
    expect(texts.get(SHELL)).toContain('Discover');
    expect(texts.get('home')).toContain('Decentralized');
    expect(texts.get(SHELL)).not.toContain('Decentralized');
    for (const [group, inGroup] of texts) {
      if (group !== SHELL) expect([...inGroup].filter((text) => texts.get(SHELL)?.has(text))).toEqual([]);
    }
  });

  function shell(): Set<string> {
    return files.get(SHELL) ?? new Set();
  }
});
