import type { DevMail } from '@crowdvault/shared/api/email';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/page-meta';
import { useDevMailbox } from './api/dev-mailbox';

/** The plain text with its links clickable, so a verification or unsubscribe link can be followed
 *  from here as from a mail client. */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s]+)/).map((piece, index) =>
    /^https?:\/\//.test(piece) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
      <a key={index} href={piece} className="text-primary underline underline-offset-2">
        {piece}
      </a>
    ) : (
      piece
    ),
  );
}

function MailView({ mail }: { mail: DevMail }) {
  const [part, setPart] = useState<'html' | 'text' | 'headers'>(mail.html ? 'html' : 'text');
  return (
    <article aria-labelledby={`mail-${mail.id}`} className="min-w-0">
      <Card className="flex min-w-0 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 id={`mail-${mail.id}`} className="text-base font-semibold break-words">
            {mail.subject}
          </h2>
          <p className="text-xs break-all text-muted-foreground">
            To {mail.envelopeTo.join(', ')} · {new Date(mail.receivedAt).toLocaleString()}
          </p>
        </div>
        <fieldset className="flex gap-2" aria-label="Show">
          {(['html', 'text', 'headers'] as const)
            .filter((name) => name !== 'html' || mail.html)
            .map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={part === name}
                onClick={() => setPart(name)}
                className="rounded-md border px-2 py-1 text-xs font-medium aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary"
              >
                {name === 'html' ? 'HTML' : name === 'text' ? 'Text' : 'Headers'}
              </button>
            ))}
        </fieldset>
        {part === 'html' && mail.html ? (
          // sandbox="": no scripts, no same origin, no forms: the mail is shown, never run.
          <iframe
            title={`HTML of ${mail.subject}`}
            sandbox=""
            srcDoc={mail.html}
            className="h-[32rem] w-full rounded-md border bg-white"
          />
        ) : part === 'text' ? (
          <pre className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">
            <LinkedText text={mail.text} />
          </pre>
        ) : (
          <dl className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 font-mono text-xs">
            {mail.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mail's header lines, in their fixed order (names repeat)
              <div key={index} className="break-all">
                <dt className="inline font-semibold">{header.name}:</dt>{' '}
                <dd className="inline">{header.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </article>
  );
}

/** `/dev/mailbox`: every mail the embedded SMTP server of `npm start` caught. Absent in production
 *  (the API answers 404 there). */
export function DevMailboxPage() {
  usePageMeta('Development mailbox');
  const mailbox = useDevMailbox();
  return (
    <div className="container-page flex flex-col gap-6 py-10">
      <PageHeader
        eyebrow={<Badge variant="warning">Development only</Badge>}
        title="Development mailbox"
        subtitle="Every message the server sent, caught by the SMTP server inside npm start: nothing left this machine. Production has no such page."
      />
      {mailbox.isPending ? (
        <Skeleton className="h-64" role="status" aria-label="Loading" />
      ) : mailbox.isError ? (
        <EmptyState
          icon={Inbox}
          title="No development mailbox here"
          description="This server sends real mail (SMTP_URL), or runs in production."
        />
      ) : mailbox.data.messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No mail yet"
          description="Add an e-mail address in your settings: its verification link appears here."
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {mailbox.data.messages.map((mail) => (
            <MailView key={mail.id} mail={mail} />
          ))}
        </div>
      )}
    </div>
  );
}
