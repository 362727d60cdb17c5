import {
  EMAIL_KIND_INFO,
  EMAIL_KINDS,
  type EmailKind,
  type EmailSettings,
} from '@crowdvault/shared/api/email';
import { MailCheck, MailWarning, MailX } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/http/api-error';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import {
  useDevMailboxAvailable,
  useEmailSettings,
  useResendVerification,
  useUpdateEmailPreferences,
} from '../api/email-settings';
import { EMAIL_KIND_TEXTS } from '../lib/form-texts';
import { Loaded } from './loaded';
import { LoadingBlock } from './placeholders';

const AUDIENCES = [
  { audience: 'creator', title: msg('About your campaigns') },
  { audience: 'donor', title: msg('About your giving') },
] as const;

function AddressStatus({ settings }: { settings: EmailSettings }) {
  const t = useT();
  const format = useFormat();
  const resend = useResendVerification();
  if (!settings.email) {
    return (
      <p className="text-sm text-muted-foreground">
        {t(
          'Add an e-mail address in your profile above to get these by mail. Until then they reach you only in the bell.',
        )}
      </p>
    );
  }
  if (settings.undeliverable) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <MailX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <p>
          {sentenceParts(
            t,
            msg(
              '{email} was refused by its mail server, so nothing more is sent to it. Enter a different address above.',
            ),
            { email: <span className="font-medium">{settings.email}</span> },
          )}
        </p>
      </div>
    );
  }
  if (settings.emailVerified) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <MailCheck className="size-4 shrink-0 text-success" aria-hidden />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {sentenceParts(t, msg('Mail goes to {email}'), {
            email: <span className="font-medium">{settings.email}</span>,
          })}
        </span>
        <Badge variant="success">{t('Verified')}</Badge>
      </p>
    );
  }
  const error = resend.error && isApiError(resend.error) ? resend.error.serverMessage : null;
  const sentEmail = <span className="font-medium [overflow-wrap:anywhere]">{settings.email}</span>;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/5 p-3 text-sm">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <span className="min-w-0 break-words">
          {settings.verificationSentAt
            ? sentenceParts(
                t,
                msg(
                  'We sent a link to {email} {ago}. Follow it to start getting mail; nothing else is sent to the address until then.',
                ),
                { email: sentEmail, ago: format.relative(settings.verificationSentAt) },
              )
            : sentenceParts(
                t,
                msg(
                  'We sent a link to {email}. Follow it to start getting mail; nothing else is sent to the address until then.',
                ),
                { email: sentEmail },
              )}
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('Sending...') : t('Send a new link')}
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function KindSwitch({ kind, settings }: { kind: EmailKind; settings: EmailSettings }) {
  const t = useT();
  const update = useUpdateEmailPreferences();
  const id = useId();
  const info = EMAIL_KIND_TEXTS[kind];
  const checked =
    update.isPending && update.variables?.[kind] !== undefined
      ? update.variables[kind]
      : settings.preferences[kind];
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(value) => update.mutate({ [kind]: value === true })}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-col">
        <Label htmlFor={id}>{t(info.label)}</Label>
        <span className="text-xs text-muted-foreground">{t(info.hint)}</span>
      </div>
    </div>
  );
}

/** The e-mail part of `/dashboard/settings`: the address's state and one switch per kind of mail,
 *  saved as each is flipped. */
export function EmailSettingsCard() {
  const t = useT();
  const settings = useEmailSettings();
  const devMailbox = useDevMailboxAvailable();
  return (
    <Card className="flex max-w-2xl flex-col gap-5 p-5 sm:p-6" aria-labelledby="email-settings-title">
      <div className="flex flex-col gap-1">
        <h2 id="email-settings-title" className="text-lg font-semibold">
          {t('E-mail')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(
            'Every mail has a one-click unsubscribe link and says why you got it. No tracking, no images from elsewhere.',
          )}
        </p>
      </div>
      <Loaded query={settings} what={msg('Your e-mail settings')} loading={<LoadingBlock className="h-64" />}>
        {(data) => (
          <>
            <AddressStatus settings={data} />
            {AUDIENCES.map(({ audience, title }) => (
              <fieldset key={audience} className="flex flex-col gap-3">
                <legend className="mb-1 text-sm font-medium">{t(title)}</legend>
                {EMAIL_KINDS.filter((kind) => EMAIL_KIND_INFO[kind].audience === audience).map((kind) => (
                  <KindSwitch key={kind} kind={kind} settings={data} />
                ))}
              </fieldset>
            ))}
          </>
        )}
      </Loaded>
      {devMailbox.data && (
        <p className="rounded-lg bg-muted p-3 text-xs text-muted-foreground">
          {t('This server runs the development mailbox: nothing leaves the machine.')}{' '}
          <a href="/dev/mailbox" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('Open the development mailbox')}
          </a>
        </p>
      )}
    </Card>
  );
}
