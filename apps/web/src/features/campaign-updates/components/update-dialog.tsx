import type { CampaignUpdate } from '@crowdvault/shared/api/updates';
import { UPDATE_LIMITS } from '@crowdvault/shared/api/updates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHead } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n';
import { useChangeUpdate } from '../api/campaign-updates';
import { type UpdateFormErrors, type UpdateFormValues, validateUpdateForm } from '../lib/update-form';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Writes a new update, or edits `update`, for the campaign's owner. */
export function UpdateDialog({
  campaignId,
  update,
  open,
  onOpenChange,
}: {
  campaignId: number;
  update?: CampaignUpdate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const initial: UpdateFormValues = {
    title: update?.title ?? '',
    body: update?.body ?? '',
    imageUrl: update?.imageUrl ?? '',
  };
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UpdateFormErrors>({});
  const change = useChangeUpdate(campaignId);
  const id = useId();
  const field = (name: keyof UpdateFormValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function close(next: boolean) {
    if (!next) {
      setValues(initial);
      setErrors({});
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateUpdateForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    const request = update
      ? { kind: 'edit' as const, updateId: update.id, input: checked.payload }
      : { kind: 'post' as const, input: checked.payload };
    change.mutate(request, { onSuccess: () => close(false) });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHead
            title={update ? t('Edit update') : t('Post an update')}
            description={t('Plain text: line breaks are kept and http(s) links become clickable.')}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-title`}>{t('Title')}</Label>
            <Input {...field('title')} maxLength={UPDATE_LIMITS.titleMax} />
            <FieldError id={`${id}-title-error`} message={errors.title} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-body`}>{t('Update')}</Label>
            <Textarea {...field('body')} rows={7} maxLength={UPDATE_LIMITS.bodyMax} />
            <FieldError id={`${id}-body-error`} message={errors.body} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-imageUrl`}>{t('Image URL (optional, https)')}</Label>
            <Input {...field('imageUrl')} type="url" inputMode="url" placeholder="https://" />
            <FieldError id={`${id}-imageUrl-error`} message={errors.imageUrl} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('Saving...') : update ? t('Save changes') : t('Post update')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
