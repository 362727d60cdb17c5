import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** A section's data through its states: `loading` while it comes, a retry when it could not be
 *  loaded (`what` names it in the message), then `children` with the data. */
export function Loaded<T>({
  query,
  what,
  loading,
  children,
}: {
  query: { isPending: boolean; data: T | undefined; refetch: () => unknown };
  what: string;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (!query.data) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
