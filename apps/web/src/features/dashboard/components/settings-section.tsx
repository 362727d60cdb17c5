import { NOTIFICATION_KINDS } from '@crowdvault/shared/api/notifications';
import { PROFILE_LIMITS, type ProfileSettings } from '@crowdvault/shared/api/profile';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/http/api-error';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { useProfileSettings, useUpdateProfile } from '../api/profile-settings';
import {
  initialProfileValues,
  NOTIFICATION_KIND_LABELS,
  type ProfileErrors,
  type ProfileValues,
  profilePayload,
} from '../lib/profile-form';
import { EmailSettingsCard } from './email-settings';
import { LoadError } from './load-error';

type TextField = Exclude<keyof ProfileValues, 'notifications'>;
const FIELDS: { name: TextField; label: string; hint: (t: Translate) => string; type?: string }[] = [
  {
    name: 'username',
    label: msg('Username'),
    hint: (t) =>
      t('{min}–{max} characters: letters, digits, _ and -. Shown on your campaigns.', {
        min: PROFILE_LIMITS.usernameMin,
        max: PROFILE_LIMITS.usernameMax,
      }),
  },
  {
    name: 'bio',
    label: msg('Bio'),
    hint: (t) => t('Up to {max} characters, shown on your campaigns.', { max: PROFILE_LIMITS.bioMax }),
  },
  {
    name: 'avatarUrl',
    label: msg('Avatar URL'),
    hint: (t) => t('An https:// link to a picture. CrowdVault fetches it once and shows its own copy.'),
    type: 'url',
  },
  {
    name: 'email',
    label: msg('E-mail (optional)'),
    hint: (t) =>
      t('Never shown to anyone. We send a link to confirm it; nothing else is sent until you follow it.'),
    type: 'email',
  },
];

function SettingsForm({ settings }: { settings: ProfileSettings }) {
  const t = useT();
  const [values, setValues] = useState(() => initialProfileValues(settings));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = profilePayload(settings, values);
    if (!checked.ok) return setErrors(checked.errors);
    update.mutate(checked.payload, {
      onSuccess: (saved) => setValues(initialProfileValues(saved)),
      onError: (error) => {
        const message = isApiError(error) ? error.serverMessage : undefined;
        // 409: the username is taken; 429: too many links asked for the new address (decision 114).
        if (isApiError(error) && error.status === 409) setErrors({ username: message });
        else if (isApiError(error) && error.status === 429) setErrors({ email: message });
        else setErrors({ form: message ?? msg('Your settings could not be saved. Please try again.') });
      },
    });
  }

  const change = (patch: Partial<ProfileValues>, field?: TextField) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...(field ? { [field]: undefined } : {}), form: undefined }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('Profile settings')}>
      <div className="flex items-center gap-4">
        <UserAvatar url={values.avatarUrl.trim() || null} name={values.username} className="size-16" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{values.username}</p>
          <p className="text-sm text-muted-foreground">
            {t('This is how backers see you on your campaigns.')}
          </p>
        </div>
      </div>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const inputId = `${id}-${field.name}`;
        const props = {
          id: inputId,
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${inputId}-hint${error ? ` ${inputId}-error` : ''}`,
          onChange: (event: { target: { value: string } }) =>
            change({ [field.name]: event.target.value }, field.name),
        };
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <div className="flex items-center gap-2">
              <Label htmlFor={inputId}>{t(field.label)}</Label>
              {field.name === 'email' && settings.email && (
                <Badge variant={settings.emailVerified ? 'success' : 'warning'}>
                  {settings.emailVerified ? t('Verified') : t('Awaiting verification')}
                </Badge>
              )}
            </div>
            {field.name === 'bio' ? (
              <Textarea {...props} rows={4} maxLength={PROFILE_LIMITS.bioMax + 50} />
            ) : (
              <Input {...props} type={field.type} autoComplete={field.name === 'email' ? 'email' : 'off'} />
            )}
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              {field.hint(t)}
              {field.name === 'bio' && (
                <>
                  {' '}
                  <bdi dir="ltr">
                    {values.bio.length}/{PROFILE_LIMITS.bioMax}
                  </bdi>
                </>
              )}
            </p>
            {error && (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('Notifications in the bell')}</legend>
        <p className="text-xs text-muted-foreground">
          {t('About the campaigns you follow (you follow those you give to).')}
        </p>
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-kind-${kind}`}
              checked={values.notifications[kind]}
              onCheckedChange={(checked) =>
                change({ notifications: { ...values.notifications, [kind]: checked === true } })
              }
              className="mt-0.5"
            />
            <div className="flex flex-col">
              <Label htmlFor={`${id}-kind-${kind}`}>{t(NOTIFICATION_KIND_LABELS[kind].label)}</Label>
              <span className="text-xs text-muted-foreground">{t(NOTIFICATION_KIND_LABELS[kind].hint)}</span>
            </div>
          </div>
        ))}
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {t(errors.form)}
        </p>
      )}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? t('Saving...') : t('Save settings')}
      </Button>
    </form>
  );
}

/** `/dashboard/settings`: username, bio, avatar, e-mail and which notifications the bell shows;
 *  below, which mails are sent (issue 33). */
export function SettingsSection() {
  const t = useT();
  const settings = useProfileSettings();
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex max-w-2xl flex-col gap-5 p-5 sm:p-6">
        {settings.isPending ? (
          <Skeleton className="h-96" role="status" aria-label={t('Loading')} />
        ) : !settings.data ? (
          <LoadError what={msg('Your settings')} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Card>
      {/* Only below a loaded profile form: under its skeleton the card would be in view and then
          pushed down by the taller form (a layout shift of 0.13 at 390 px). */}
      {settings.data && <EmailSettingsCard />}
    </div>
  );
}
