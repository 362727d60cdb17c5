import { ExplorerLink } from '@/components/ui/explorer-link';

/** A transaction hash, linked to the explorer when the chain has one (the local chain has none). */
export function TxLink({ hash, explorerUrl }: { hash: string; explorerUrl: string | null }) {
  return <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={hash} />;
}
