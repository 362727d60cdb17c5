import type { TransparencySummary } from '@crowdvault/shared/api/transparency';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { Networks } from '../use-networks';

/** The treasury (one address on every network) and each network's balances there, and each
 *  network's indexer against its head; a network that did not answer says so on its own line. */
export function ChainCards({ summary, networks }: { summary: TransparencySummary; networks: Networks }) {
  const format = useFormat();
  const t = useT();
  // Block numbers as the chain writes them (an identifier, like a hash).
  const block = (value: string | null) => <span className="font-medium tabular-nums">{value ?? '—'}</span>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('Treasury')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p className="font-mono break-all" title={summary.treasuryAddress}>
            {summary.treasuryAddress}
          </p>
          {summary.chains.map((chain) => (
            <div key={chain.chainId} className="flex flex-col gap-0.5">
              {summary.chains.length > 1 && <p className="font-medium">{networks.nameOf(chain.chainId)}</p>}
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                {chain.tokens.map((token) => (
                  <li key={token.symbol}>
                    {token.treasuryBalance === null ? '—' : format.exactDecimal(token.treasuryBalance)}{' '}
                    {token.symbol}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Indexer')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          {summary.chains.map((chain) => (
            <div key={chain.chainId} className="flex flex-col gap-0.5">
              {summary.chains.length > 1 && <p className="font-medium">{networks.nameOf(chain.chainId)}</p>}
              <p>
                {t('Last block recorded:')} {block(chain.indexer.lastBlock)} · {t('Chain head:')}{' '}
                {block(chain.indexer.headBlock)} · {t('Behind by:')}{' '}
                {block(
                  chain.indexer.lagBlocks === null
                    ? null
                    : t('{count, plural, one {# block} other {# blocks}}', {
                        count: chain.indexer.lagBlocks,
                      }),
                )}
              </p>
              {chain.unavailable && <p className="text-xs text-muted-foreground">{chain.unavailable}</p>}
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
