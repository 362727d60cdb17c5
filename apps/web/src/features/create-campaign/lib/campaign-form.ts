import {
  allOrNothingIssues,
  CREATE_CAMPAIGN_MESSAGES,
  type CreateCampaignPayload,
  createCampaignSchema,
} from '@crowdvault/shared/api/create-campaign';
import type { CampaignCurrency, Category, FundingModel } from '@crowdvault/shared/constants';
import type { UseFormReturn } from 'react-hook-form';

/** The form's values: every field as the inputs hold it (text). */
export interface CampaignFormValues {
  title: string;
  description: string;
  story: string;
  goalAmount: string;
  currency: CampaignCurrency;
  category: Category | '';
  imageUrl: string;
  /** Stored photos (POST /api/images), by id: photos-section.tsx. */
  coverImageId: number | null;
  galleryImageIds: number[];
  youtubeUrl: string;
  location: string;
  endDate: string;
  fundingModel: FundingModel;
  /** All or nothing only: the network its vault lives on (left out for 'keep'). */
  chainId: number | undefined;
  /** A Safe to own the vault (vault-owner-section.tsx); blank: the creator's wallet. */
  vaultOwner: string;
}

export const EMPTY_FORM: CampaignFormValues = {
  title: '',
  description: '',
  story: '',
  goalAmount: '',
  currency: 'USDT',
  category: '',
  imageUrl: '',
  coverImageId: null,
  galleryImageIds: [],
  youtubeUrl: '',
  location: '',
  endDate: '',
  fundingModel: 'keep',
  chainId: undefined,
  vaultOwner: '',
};

/** Today in the visitor's own time zone, as an <input type="date"> value. */
export function localDateString(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The server's schema, plus SPEC.md §5's "not before today" in the visitor's own calendar, and
 *  the rules all or nothing adds (the server's own allOrNothingIssues), each under its field. */
export const campaignFormSchema = createCampaignSchema.superRefine((value, ctx) => {
  if (value.endDate && /^\d{4}-\d{2}-\d{2}$/.test(value.endDate) && value.endDate < localDateString()) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: CREATE_CAMPAIGN_MESSAGES.endDatePast });
  }
  for (const issue of allOrNothingIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});

/** The form's API: text in, the create payload out. */
export type CampaignForm = UseFormReturn<CampaignFormValues, unknown, CreateCampaignPayload>;

const DAY_MS = 86_400_000;

/** Fill Sample Data (SPEC.md §2): a demo campaign, goal 25000, Education, ending in 30 days. */
export function sampleCampaign(now = new Date()): CampaignFormValues {
  return {
    title: 'Solar Lights for Rural Schools',
    description:
      'Solar lamps for 400 students in rural Kenya, so they can study after sunset without kerosene smoke.',
    story: [
      'In the villages around Kisumu, the sun sets at half past six and most homes have no electricity.',
      'Students do their homework by kerosene lamps that are expensive, smoky and dangerous.',
      '',
      'With 25,000 USDT we will buy 400 solar study lamps, train teachers to maintain them and set up a small repair fund.',
      '',
      'Every donation goes straight to this campaign’s vault. We will post receipts and photos as updates.',
    ].join('\n'),
    goalAmount: '25000',
    currency: 'USDT',
    category: 'Education',
    imageUrl: '',
    coverImageId: null,
    galleryImageIds: [],
    youtubeUrl: '',
    location: 'Kisumu, Kenya',
    // 30 days ahead by the rule days left counts with (UTC dates, decision 045), so the page then
    // says '30 days left' in every time zone.
    endDate: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    fundingModel: 'keep',
    chainId: undefined,
    vaultOwner: '',
  };
}
