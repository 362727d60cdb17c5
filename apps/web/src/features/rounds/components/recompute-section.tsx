import type { RoundPublication } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** The published file and how to check it: download it, run one command from a CrowdVault
 *  checkout, and get the same bytes (decision 134). */
export function RecomputeSection({
  roundId,
  publication,
}: {
  roundId: number;
  publication: RoundPublication;
}) {
  const t = useT();
  const fileName = `round-${roundId}-v${publication.version}.json`;
  const command = `npm run round:recompute -- ${fileName}`;
  const facts: [string, string][] = [
    [
      t('Version'),
      t('{version}, published {moment}', {
        version: publication.version,
        moment: formatUtcMoment(publication.publishedAt),
      }),
    ],
    [t('Engine'), publication.engineVersion],
    [t('Input SHA-256'), publication.inputHash],
    [t('Result SHA-256'), publication.resultHash],
  ];
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <p className="text-sm text-muted-foreground">
        {t(
          "The file holds every gift of the window (network, transaction, log index, donor, campaign, amount), the round's settings and the result. Recompute it from a checkout of CrowdVault: the command prints the result and says whether it is the published one, byte for byte.",
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {/* One click selects the whole command (no copy button: its code would be split out of the
            chunk the campaign page shares with it, a few hundred bytes on every campaign page). */}
        <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
          {command}
        </code>
        <div className="flex gap-2">
          <Button asChild size="sm">
            {/* The API's file, not a page of the app: a plain link, which the browser saves. */}
            <a href={publication.fileUrl} download={fileName}>
              <FileDown aria-hidden />
              {t('Download {file}', { file: fileName })}
            </a>
          </Button>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="-mt-1 font-mono text-xs break-all text-muted-foreground sm:mt-0 sm:text-sm">
              {detail}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
