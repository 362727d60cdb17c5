import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { usePublishRound } from '../api/manage-rounds';
import { errorSentence } from '../lib/error-sentence';

/** A closed round's result, published now rather than at the round-closer's next turn. The server
 *  refuses while gifts of the window may still be missing, and says why (the network not past the
 *  window's end yet, or its recorder behind): the sentence stays here to read. */
export function PublishCard({ roundId }: { roundId: number }) {
  const t = useT();
  const publish = usePublishRound(roundId);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <p className="text-sm text-muted-foreground">
        {t(
          'The donation window has closed. The result is frozen and published by itself within a minute once every gift of the window is recorded; publish now to do it at once.',
        )}
      </p>
      <Button
        className="self-start"
        disabled={publish.isPending}
        onClick={async () => {
          setError(null);
          try {
            await publish.mutateAsync();
          } catch (failure) {
            setError(await errorSentence(failure));
          }
        }}
      >
        {publish.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {publish.isPending ? t('Publishing...') : t('Publish the result')}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
