import { describe, expect, it } from 'vitest';
import { queryKeyToRequest } from './query-fn';

describe('queryKeyToRequest', () => {
  it('joins path segments and takes an object as the query', () => {
    expect(queryKeyToRequest(['/campaigns', 7, 'donations'])).toEqual({
      path: '/campaigns/7/donations',
      query: undefined,
    });
    expect(queryKeyToRequest(['/campaigns', { featured: true, limit: 3 }])).toEqual({
      path: '/campaigns',
      query: { featured: true, limit: 3 },
    });
  });

  it('encodes segments after the first', () => {
    expect(queryKeyToRequest(['/users/wallet', '0xab/cd']).path).toBe('/users/wallet/0xab%2Fcd');
  });
});
