import { CREATE_CAMPAIGN_MESSAGES, type CreateCampaignPayload } from '@crowdvault/shared/api/create-campaign';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useCreateCampaign } from '../api/create-campaign';
import {
  type CampaignFormValues,
  campaignFormSchema,
  EMPTY_FORM,
  sampleCampaign,
} from '../lib/campaign-form';
import { CAMPAIGN_FORM_MESSAGES } from '../lib/campaign-form-messages';
import { BasicInfoSection } from './basic-info-section';
import { FeeInfo } from './fee-info';
import { FundingModelSection } from './funding-model-section';
import { FundingSection } from './funding-section';
import { PhotosSection } from './photos-section';
import { StorySection } from './story-section';
import { type OwnerKind, VaultOwnerSection } from './vault-owner-section';

/** The campaign form: the same rules as the server, each message under its field. */
export function CreateCampaignForm() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm<CampaignFormValues, unknown, CreateCampaignPayload>({
    // The form holds text; the shared schema turns it into the payload the server expects, and its
    // English messages are shown in the reader's language.
    resolver: inReadersLanguage(
      zodResolver(campaignFormSchema) as Resolver<CampaignFormValues, unknown, CreateCampaignPayload>,
      t,
    ),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const mutation = useCreateCampaign((campaign) => navigate(`/campaign/${campaign.id}`));
  const [goal, currency] = form.watch(['goalAmount', 'currency']);
  const creator = useSession().address ?? '';
  const [ownerKind, setOwnerKind] = useState<OwnerKind>('wallet');
  // Sample texts are for trying the app: the config lists dev accounts only on the local chain.
  const localChain = useQuery(configQueryOptions).data?.devAccounts !== undefined;

  const submit = form.handleSubmit((payload) => {
    // "A Safe" with no address would quietly give the vault to the creator's wallet instead.
    if (ownerKind === 'safe' && !payload.vaultOwner) {
      form.setError(
        'vaultOwner',
        { message: t(CREATE_CAMPAIGN_MESSAGES.vaultOwnerInvalid) },
        { shouldFocus: true },
      );
      return;
    }
    mutation.mutate(payload);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {localChain && (
        <div className="flex justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              // The sample fills the texts; the funding model stays as chosen.
              form.reset(
                {
                  ...sampleCampaign(),
                  fundingModel: form.getValues('fundingModel'),
                  chainId: form.getValues('chainId'),
                  vaultOwner: form.getValues('vaultOwner'),
                },
                { keepDefaultValues: true },
              )
            }
          >
            <Sparkles aria-hidden />
            {t('Fill Sample Data')}
          </Button>
        </div>
      )}
      <BasicInfoSection form={form} />
      <PhotosSection form={form} />
      <FundingSection form={form} />
      <FundingModelSection form={form} />
      <VaultOwnerSection form={form} creator={creator} ownerKind={ownerKind} onOwnerKind={setOwnerKind} />
      <StorySection form={form} />
      <FeeInfo goal={goal} currency={currency} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild type="button" variant="outline" size="lg">
          <Link href="/">{t('Cancel')}</Link>
        </Button>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {mutation.isPending ? t('Creating Campaign...') : t('Create Campaign')}
        </Button>
      </div>
    </form>
  );
}

/** The schema's messages (CREATE_CAMPAIGN_MESSAGES, English, the server's too) in the reader's
 *  language: the web catalogue has each (lib/campaign-form-messages.ts). */
function inReadersLanguage(
  resolver: Resolver<CampaignFormValues, unknown, CreateCampaignPayload>,
  t: Translate,
): Resolver<CampaignFormValues, unknown, CreateCampaignPayload> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string' && CAMPAIGN_FORM_MESSAGES.includes(error.message))
        error.message = t(error.message);
    }
    return result;
  };
}
