import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type CampaignPhotos, PhotoField } from '@/components/campaign/photo-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/auth/use-session';
import { useCampaign } from '@/lib/campaigns/get-campaign';
import { msg, useT } from '@/lib/i18n/i18n';
import { useEditCampaign } from '../api/edit-campaign';
import {
  type EditCampaignErrors,
  type EditCampaignValues,
  editCampaignPayload,
  initialEditValues,
} from '../lib/edit-campaign-form';
import { Loaded } from './loaded';
import { LoadingBlock } from './placeholders';

const FIELDS: { name: keyof EditCampaignValues; label: string; multiline?: boolean; type?: string }[] = [
  { name: 'description', label: msg('Description'), multiline: true },
  { name: 'story', label: msg('Story'), multiline: true },
  { name: 'imageUrl', label: msg('Or paste an image URL (we copy it once as the new cover)'), type: 'url' },
  { name: 'youtubeUrl', label: msg('YouTube video link'), type: 'url' },
  { name: 'location', label: msg('Location (blank for Global)') },
  { name: 'endDate', label: msg('End date (can only be extended)'), type: 'date' },
];

function EditForm({ campaignId }: { campaignId: string }) {
  const t = useT();
  const campaign = useCampaign(campaignId).data!;
  const [values, setValues] = useState(() => initialEditValues(campaign));
  const [photos, setPhotos] = useState<CampaignPhotos>({ cover: campaign.cover, gallery: campaign.gallery });
  const [errors, setErrors] = useState<EditCampaignErrors>({});
  const edit = useEditCampaign(campaign.id);
  const [, navigate] = useLocation();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = editCampaignPayload(campaign, values, photos);
    if (!checked.ok) return setErrors(checked.errors);
    edit.mutate(checked.payload, { onSuccess: () => navigate('/dashboard/campaigns') });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('Edit {title}', { title: campaign.title })}
    >
      <p className="text-sm text-muted-foreground">
        {t(
          'Title, goal and currency stay as they are. Edits of an approved campaign go live at once and are recorded for the moderators.',
        )}
      </p>
      <PhotoField
        value={photos}
        onChange={(next) => {
          setPhotos(next);
          setErrors((current) => ({ ...current, form: undefined }));
        }}
      />
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const props = {
          id: `${id}-${field.name}`,
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${field.name}-error` : undefined,
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }));
            setErrors((current) => ({ ...current, [field.name]: undefined, form: undefined }));
          },
        };
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={props.id}>{t(field.label)}</Label>
            {field.multiline ? (
              <Textarea {...props} rows={field.name === 'story' ? 10 : 3} />
            ) : (
              <Input
                {...props}
                type={field.type}
                min={field.name === 'endDate' ? initialEditValues(campaign).endDate : undefined}
              />
            )}
            {error && (
              <p id={props['aria-describedby']} role="alert" className="text-sm text-destructive">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {t(errors.form)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t('Saving...') : t('Save changes')}
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard/campaigns">{t('Cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}

/** `/dashboard/campaigns/:id/edit`: the owner's edit form (the server refuses anyone else). */
export function EditCampaignSection({ campaignId }: { campaignId: string }) {
  const t = useT();
  const campaign = useCampaign(campaignId);
  const { address } = useSession();
  const isOwner = !!address && campaign.data?.creator.walletAddress.toLowerCase() === address.toLowerCase();
  return (
    <Card className="flex max-w-3xl flex-col gap-5 p-5 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="-ms-2 self-start">
        <Link href="/dashboard/campaigns">
          <ArrowLeft aria-hidden />
          {t('My Campaigns')}
        </Link>
      </Button>
      <Loaded query={campaign} what={msg('This campaign')} loading={<LoadingBlock className="h-96" />}>
        {(data) =>
          !isOwner ? (
            <p className="text-sm text-muted-foreground">{t("Only the campaign's creator can edit it.")}</p>
          ) : (
            <>
              <h2 className="text-xl font-semibold break-words">{data.title}</h2>
              <EditForm campaignId={campaignId} />
            </>
          )
        }
      </Loaded>
    </Card>
  );
}
