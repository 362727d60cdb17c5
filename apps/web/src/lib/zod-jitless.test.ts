import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod under the CSP', () => {
  it('runs jitless, so no form probes new Function (which the CSP refuses)', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
