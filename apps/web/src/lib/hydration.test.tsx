import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating, useExternalStore } from './hydration';

let value = 'client';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const seen: string[] = [];

function Shows() {
  const shown = useExternalStore(
    subscribe,
    () => value,
    () => 'server',
  );
  seen.push(shown);
  return <p>{shown}</p>;
}

afterEach(() => {
  setHydrating(false);
  seen.length = 0;
  value = 'client';
});

describe('a store read while the page hydrates', () => {
  it('gives a part first drawn while hydrating the server value, then the browser value', async () => {
    setHydrating(true);
    render(<Shows />);
    expect(seen[0]).toBe('server');
    expect(await screen.findByText('client')).toBeTruthy();
    // Once mounted it follows the store.
    act(() => {
      value = 'changed';
      for (const listener of listeners) listener();
    });
    expect(screen.getByText('changed')).toBeTruthy();
  });

  it('gives the browser value at once outside hydration (a page the browser renders)', () => {
    render(<Shows />);
    expect(seen[0]).toBe('client');
  });
});
