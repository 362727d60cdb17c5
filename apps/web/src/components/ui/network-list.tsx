import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { ReactNode } from 'react';
import { chainNameOf } from '@/lib/config/chains';

/** One line per network a vault is on (the primary first), each named when there are several:
 *  the balance columns of the creator's and the admin's wallet tables. `column` lines sit
 *  right-aligned under each other, `wrap` lines wrap their items (the other balances). */
export function NetworkList<T extends { chainId: number }>({
  entries,
  chains,
  layout = 'column',
  testId,
  children,
}: {
  entries: T[];
  /** /api/config's chains, to name each line's network. */
  chains: ChainConfig[] | undefined;
  layout?: 'column' | 'wrap';
  testId?: (entry: T, index: number) => string | undefined;
  children: (entry: T, index: number) => ReactNode;
}) {
  const named = entries.length > 1;
  const column = layout === 'column';
  return (
    <ul className={column ? 'flex flex-col items-end gap-0.5' : 'flex flex-col gap-0.5'}>
      {entries.map((entry, index) => (
        <li
          key={entry.chainId}
          className={
            column
              ? 'flex items-baseline justify-end gap-2 whitespace-nowrap'
              : 'flex flex-wrap items-baseline gap-x-2 tabular-nums'
          }
          data-testid={testId?.(entry, index)}
        >
          {named && (
            <span className={column ? 'text-xs font-normal text-muted-foreground' : 'whitespace-nowrap'}>
              {chainNameOf({ chains }, entry.chainId)}
            </span>
          )}
          {children(entry, index)}
        </li>
      ))}
    </ul>
  );
}
