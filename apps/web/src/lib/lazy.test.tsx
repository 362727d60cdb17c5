import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy, lazyPartsLoaded } from './lazy';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazy parts', () => {
  it('counts a chunk in flight: the parts are loaded only once it has arrived', async () => {
    const chunk = deferred<{ default: typeof Greeting }>();
    const Part = lazy(() => chunk.promise);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    let loaded = false;
    const settled = lazyPartsLoaded().then(() => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);
    chunk.resolve({ default: Greeting });
    await settled;
    expect(loaded).toBe(true);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('draws a part at once, without its fallback, once its chunk was preloaded', async () => {
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Part.preload();
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toBe(1);
  });
});
