import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydratingFlag } from './hydrating-flag';
import { I18nContext, loadI18n } from './i18n/i18n';
import { type PageHead, usePageHead } from './page-meta';

function Page({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

describe('usePageHead in the browser', () => {
  it("replaces the previous page's head on a client navigation, keeping the server's origin", () => {
    // What the server wrote: the configured origin, which the browser keeps for later pages.
    document.head.innerHTML =
      '<title>Home</title><meta name="description" content="Shell" />' +
      '<link rel="canonical" href="https://crowdvault.example/" />' +
      '<meta property="og:title" content="Home" />';
    const { rerender } = render(<Page head={{ title: 'FAQ', description: 'Answers', path: '/faq' }} />);
    expect(document.title).toBe('FAQ · CrowdVault');
    expect(meta('description')).toBe('Answers');
    expect(meta('og:title')).toBe('FAQ');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://crowdvault.example/faq',
    );

    rerender(<Page head={{ title: 'Receipt not found', status: 404 }} />);
    expect(document.title).toBe('Receipt not found · CrowdVault');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta('robots')).toBe('noindex');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(jsonLd.map((script) => JSON.parse(script.textContent ?? '')['@type'])).toEqual(['Organization']);
  });

  it("gives what a page leaves out in the reader's language: the site's description and its logo's alt", async () => {
    const german = await loadI18n('de');
    document.head.innerHTML = '<link rel="canonical" href="https://crowdvault.example/" />';
    render(
      <I18nContext.Provider value={german}>
        <Page head={{ title: 'FAQ', path: '/faq' }} />
      </I18nContext.Provider>,
    );
    expect(meta('og:image:alt')).toBe('CrowdVault-Logo');
    expect(meta('twitter:image:alt')).toBe('CrowdVault-Logo');
    expect(meta('description')).toMatch(/Stablecoins/);
    expect(meta('description')).not.toMatch(/Raise and give/);
  });

  describe('on a page the server drew', () => {
    afterEach(() => setHydratingFlag(false));

    it("adopts the server's head as it is, and writes the head again once it changes", () => {
      const served =
        '<title>Seed library · CrowdVault</title><link rel="canonical" href="https://crowdvault.example/campaign/7">';
      document.head.innerHTML = served;
      const written = document.head.querySelector('link[rel="canonical"]');
      setHydratingFlag(true);
      const { rerender } = render(
        <Page head={{ title: 'Seed library', description: 'Seeds', path: '/campaign/7' }} />,
      );
      setHydratingFlag(false);
      // Nothing rewritten: the same elements, none added.
      expect(document.head.innerHTML).toBe(served);
      expect(document.head.querySelector('link[rel="canonical"]')).toBe(written);

      rerender(<Page head={{ title: 'Seed library, renamed', description: 'Seeds', path: '/campaign/7' }} />);
      expect(document.title).toBe('Seed library, renamed · CrowdVault');
      expect(meta('og:title')).toBe('Seed library, renamed');
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
        'https://crowdvault.example/campaign/7',
      );
    });
  });
});
