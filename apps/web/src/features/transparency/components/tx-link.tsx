import { shortenHash } from '@crowdvault/shared/format';

/** A transaction hash, linked to the explorer when the chain has one (the local chain has none). */
export function TxLink({ hash, explorerUrl }: { hash: string; explorerUrl: string | null }) {
  if (!explorerUrl) {
    return (
      <span className="font-mono" title={hash}>
        {shortenHash(hash)}
      </span>
    );
  }
  return (
    <a
      href={`${explorerUrl}/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-mono hover:underline"
      title={hash}
    >
      {shortenHash(hash)}
    </a>
  );
}
