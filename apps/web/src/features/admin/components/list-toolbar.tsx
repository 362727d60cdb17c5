import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

/** The bar above an admin list: a search field, then its filters (two a row on a phone). */
export function ListToolbar({
  search,
  filtersClassName = 'grid grid-cols-2 gap-3 sm:flex',
  children,
}: {
  search: Parameters<typeof SearchBox>[0];
  filtersClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchBox {...search} />
      <div className={filtersClassName}>{children}</div>
    </div>
  );
}
