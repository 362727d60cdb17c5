import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPageReady, startHydrating } from '@/lib/hydration';
import { pageRootPerTest } from '@/test/page-root';
import { InViewRegion } from './in-view-region';

// Decision 089: a region below the fold keeps the server's markup until the visitor nears it,
// and what they did in that markup meanwhile is not lost when the live markup replaces it.

/** The IntersectionObserver callbacks the region registered (jsdom has no layout): `scrollTo`
 *  says the region is now near the viewport. */
let observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
const scrollTo = () =>
  act(async () => {
    for (const callback of observers) callback([{ isIntersecting: true }]);
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const root = pageRootPerTest();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A small form whose state shows what it knows: what a payment link is to the region. */
function Form({ onPay }: { onPay: () => void }) {
  const [amount, setAmount] = useState('');
  return (
    <section>
      <input aria-label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <output>{amount ? `pay ${amount}` : 'no amount'}</output>
      <button type="button" onClick={onPay}>
        Pay
      </button>
    </section>
  );
}

async function hydrateBelowTheFold(onPay = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <main>
      <div>
        <Form onPay={onPay} />
      </div>
    </main>,
  );
  document.body.append(container);
  await act(async () => {
    startHydrating();
    root.current = hydrateRoot(
      container,
      <main>
        <InViewRegion>
          <Form onPay={onPay} />
        </InViewRegion>
      </main>,
    );
  });
  await act(async () => {
    markPageReady();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return { container, input: () => container.querySelector('input') as HTMLInputElement };
}

/** Lets the region go live (a timer, then React's transition) and the handover's own timer run. */
async function settle() {
  for (let turn = 0; turn < 3; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('InViewRegion', () => {
  it('stays as the server drew it until the visitor nears it, then goes live in place', async () => {
    const { container } = await hydrateBelowTheFold();
    const server = container.querySelector('section');
    await settle();
    expect(container.querySelector('section')).toBe(server);

    await scrollTo();
    await settle();
    expect(container.querySelector('section')).not.toBe(server);
    expect(container.querySelector('output')?.textContent).toBe('no amount');
  });

  it('keeps what was typed in the server markup, in the field and in the live state, with the focus', async () => {
    const { container, input } = await hydrateBelowTheFold();
    const server = input();
    server.focus();
    server.value = '12.5';
    server.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();

    expect(input()).not.toBe(server);
    expect(input().value).toBe('12.5');
    expect(document.activeElement).toBe(input());
    expect(container.querySelector('output')?.textContent).toBe('pay 12.5');
  });

  it('plays a click made in the server markup on the live control', async () => {
    const onPay = vi.fn();
    const { container } = await hydrateBelowTheFold(onPay);
    container.querySelector('button')?.click();
    await settle();
    expect(onPay).toHaveBeenCalledTimes(1);
  });
});
