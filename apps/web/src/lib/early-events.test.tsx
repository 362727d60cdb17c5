import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pageRootPerTest } from '@/test/page-root';
import { holdEarlyEvents } from './early-events';

// A server-rendered page that React has not hydrated yet (issue 28, decision 079): what the
// visitor does meanwhile is played back once the app marks the page ready.

function Panel({ onDonate }: { onDonate: (amount: string) => void }) {
  const [amount, setAmount] = useState('');
  const [tab, setTab] = useState('story');
  return (
    <div>
      <input aria-label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <button type="button" onClick={() => onDonate(amount)}>
        Donate
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={tab === 'donations'}
        onMouseDown={() => setTab('donations')}
      >
        Donations
      </button>
      <a href="#elsewhere">How it works</a>
    </div>
  );
}

const root = pageRootPerTest();

/** The server's markup in #root, the held events, and a way to hydrate and mark it ready. */
function serverRendered(onDonate: (amount: string) => void) {
  document.body.innerHTML = `<div id="root">${renderToString(<Panel onDonate={onDonate} />)}</div>`;
  holdEarlyEvents();
  const container = document.getElementById('root') as HTMLElement;
  return {
    container,
    hydrate: async () => {
      await act(async () => {
        root.current = hydrateRoot(container, <Panel onDonate={onDonate} />);
      });
    },
    ready: async () => {
      document.documentElement.dataset.pageReady = '';
      // Played back (in tasks of their own) once nothing is pending any more.
      await vi.waitFor(() => {
        const { booting, bootPending } = document.documentElement.dataset;
        expect([booting, bootPending]).toEqual([undefined, undefined]);
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const typeInto = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('holdEarlyEvents', () => {
  it('plays a click made before hydration back on the hydrated button, once', async () => {
    const onDonate = vi.fn();
    const page = serverRendered(onDonate);
    const donate = page.container.querySelector('button') as HTMLButtonElement;
    donate.click();
    donate.click();
    expect(document.documentElement.dataset.bootPending).toBe('');
    await page.hydrate();
    expect(onDonate).not.toHaveBeenCalled();
    await page.ready();
    expect(onDonate).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.bootPending).toBeUndefined();
  });

  it('gives the text typed before hydration to the component, before the click that follows it', async () => {
    const onDonate = vi.fn();
    const page = serverRendered(onDonate);
    const input = page.container.querySelector('input') as HTMLInputElement;
    typeInto(input, '7.5');
    (page.container.querySelector('button') as HTMLButtonElement).click();
    await page.hydrate();
    // A render before the page is ready sets the field to the component's state: empty.
    await act(async () => {
      root.current?.render(<Panel onDonate={onDonate} />);
    });
    expect(input.value).toBe('');
    await page.ready();
    expect(onDonate).toHaveBeenCalledWith('7.5');
    expect(input.value).toBe('7.5');
  });

  it('holds a click that comes once the page is ready but before the playback is done, and plays it after', async () => {
    const onDonate = vi.fn();
    const page = serverRendered(onDonate);
    const input = page.container.querySelector('input') as HTMLInputElement;
    typeInto(input, '7');
    await page.hydrate();
    document.documentElement.dataset.pageReady = '';
    // The page has just been marked ready; the text typed before is not played back yet.
    await Promise.resolve();
    (page.container.querySelector('button') as HTMLButtonElement).click();
    await page.ready();
    // Not with an empty amount: the click comes after the text it followed.
    expect(onDonate.mock.calls).toEqual([['7']]);
  });

  it('plays back the whole press, so a control acting on mouse down acts too', async () => {
    const page = serverRendered(vi.fn());
    const tab = page.container.querySelector('[role="tab"]') as HTMLButtonElement;
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    tab.click();
    await page.hydrate();
    await page.ready();
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves links to the browser and lets events through once the page is ready', async () => {
    const onDonate = vi.fn();
    const page = serverRendered(onDonate);
    const link = page.container.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.bootPending).toBeUndefined();
    await page.hydrate();
    await page.ready();
    (page.container.querySelector('button') as HTMLButtonElement).click();
    expect(onDonate).toHaveBeenCalledTimes(1);
  });
});
