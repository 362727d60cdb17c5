import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi';

describe('bidi isolation', () => {
  it('wraps embedded text in first-strong isolate and pop directional isolate', () => {
    expect(isolate('١٬٢٣٤٫٥٦ USDT')).toBe('\u2068١٬٢٣٤٫٥٦ USDT\u2069');
  });

  it('forces an address left to right inside right-to-left text', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const sentence = `أرسل إلى ${isolateLtr(address)} الآن`;
    expect(sentence).toContain(`\u2066${address}\u2069`);
    // Nothing of the address is lost or reordered in the string itself.
    expect(sentence.replace(/[\u2066\u2069]/g, '')).toBe(`أرسل إلى ${address} الآن`);
  });
});
