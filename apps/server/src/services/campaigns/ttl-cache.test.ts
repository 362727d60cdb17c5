import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers a total until it is older than the time to live', () => {
    const cache = new TtlCache<number>(5_000);
    cache.set('active', 8, 1_000);
    expect(cache.get('active', 6_000)).toBe(8);
    expect(cache.get('active', 6_001)).toBeUndefined();
    expect(cache.get('paused', 1_000)).toBeUndefined();
  });

  it('forgets the oldest key when full', () => {
    const cache = new TtlCache<number>(5_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect([cache.get('b', 0), cache.get('c', 0)]).toEqual([2, 3]);
  });

  it('shares one count among requests that miss at once, then caches it', async () => {
    const cache = new TtlCache<number>(5_000);
    let counts = 0;
    const load = async () => {
      counts += 1;
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([7, 7]);
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(counts).toBe(1);
  });

  it('counts again after a failed count', async () => {
    const cache = new TtlCache<number>(5_000);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
  });

  it('loads on every call when the time to live is 0', async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 2]);
    expect(await cache.getOrLoad('k', load)).toBe(3);
  });
});
