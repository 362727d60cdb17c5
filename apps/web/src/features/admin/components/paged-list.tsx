import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../api/fetch-page';
import type { AdminList } from '../lib/list-texts';
import { ListEmpty, ListError, TableSkeleton } from './list-states';
import { Pager } from './pager';

/** One page of an admin list through its states: loading, failed (with a retry), empty, or the
 *  items with the pager under them. */
export function PagedList<T>({
  query,
  what,
  page,
  loading = <TableSkeleton />,
  empty,
  summary,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  /** Which list it is: its error and its pager's words. */
  what: Exclude<AdminList, 'settings'>;
  /** Where the list is and how it moves. */
  page: { offset: number; limit: number; onOffsetChange: (offset: number) => void };
  loading?: ReactNode;
  /** What an empty page says. */
  empty: Parameters<typeof ListEmpty>[0];
  /** A line above the items (how many were found). A list with one keeps its pager under an empty
   *  page too, so a page past the end still leads back. */
  summary?: (total: number) => ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <ListError what={what} query={query} />;
  const { items, total } = query.data;
  return (
    <>
      {summary?.(total)}
      {items.length === 0 ? <ListEmpty {...empty} /> : children(items)}
      {(items.length > 0 || summary) && <Pager {...page} list={what} total={total} shown={items.length} />}
    </>
  );
}
