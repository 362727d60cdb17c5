import {
  type CreateRoundInput,
  ROUND_LIMITS,
  ROUND_MESSAGES,
  type RoundPage,
  roundWindowProblem,
  type UpdateRound,
} from '@crowdvault/shared/api/rounds';
import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { t as activeT, msg, type Translate } from '@/lib/i18n/i18n';

/** The round form's values, as its inputs hold them (text). Moments are `YYYY-MM-DDTHH:mm` in UTC,
 *  as the page says: the same for every admin, whatever their zone. */
export interface RoundFormValues {
  name: string;
  description: string;
  sponsorAddress: string;
  chainId: string;
  currency: CampaignCurrency;
  applicationsOpenAt: string;
  applicationsCloseAt: string;
  donationsOpenAt: string;
  donationsCloseAt: string;
  poolAmount: string;
  minimumGift: string;
  /** A share of the pool in percent ("10", "12.5"); blank for no cap. */
  matchingCapPercent: string;
  pairwiseThreshold: string;
  challengeHours: string;
}

export type RoundFormField = keyof RoundFormValues;
export type RoundFormErrors = Partial<Record<RoundFormField, string>>;

/** The form's own checks, in English (the id); `checkRoundForm` words them through `t`. */
export const ROUND_FORM_MESSAGES = {
  sponsorInvalid: msg("Enter the sponsor's address: 0x followed by 40 hexadecimal characters"),
  momentRequired: msg('Choose a date and time'),
  amountInvalid: msg('Enter an amount such as 1000 or 12.5'),
  tooManyDecimals: msg('{symbol} has {decimals} decimal places; use at most that many'),
  capInvalid: msg('Enter a share of the pool between 0.01 and 100, or leave it blank for no cap'),
  // ROUND_LIMITS.challengeHoursMax (round-form-messages.test.ts holds the two together).
  challengeHoursInvalid: msg('Enter a whole number of hours from 1 to 720'),
  chainRequired: msg('Choose a network'),
} as const;

/** A moment of the form (UTC) as an ISO instant; the API's instant as the form's text. */
export const instantOf = (moment: string) => `${moment}:00.000Z`;
export const momentOf = (instant: string) => new Date(instant).toISOString().slice(0, 16);

/** Basis points as the form's percent ("10", "12.5"), blank for none. */
function percentOf(bps: number | null): string {
  if (bps === null) return '';
  const text = (bps / 100).toFixed(2);
  return text.replace(/\.?0+$/, '');
}

/** A new round's form: applications from the next whole hour for a week, gifts for two more. */
export function emptyRoundForm(chainId: number | undefined, now = new Date()): RoundFormValues {
  const hour = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const days = (count: number) => momentOf(new Date(hour.getTime() + count * 86_400_000).toISOString());
  return {
    name: '',
    description: '',
    sponsorAddress: '',
    chainId: chainId === undefined ? '' : String(chainId),
    currency: 'USDT',
    applicationsOpenAt: days(0),
    applicationsCloseAt: days(7),
    donationsOpenAt: days(0),
    donationsCloseAt: days(21),
    poolAmount: '',
    minimumGift: '1',
    matchingCapPercent: '10',
    pairwiseThreshold: ROUND_LIMITS.defaultPairwiseThreshold,
    challengeHours: String(ROUND_LIMITS.defaultChallengeHours),
  };
}

/** An existing round's settings in the form. */
export function roundFormOf(round: RoundPage): RoundFormValues {
  return {
    name: round.name,
    description: round.description,
    sponsorAddress: round.sponsorAddress,
    chainId: String(round.chainId),
    currency: round.token.symbol,
    applicationsOpenAt: momentOf(round.applicationsOpenAt),
    applicationsCloseAt: momentOf(round.applicationsCloseAt),
    donationsOpenAt: momentOf(round.donationsOpenAt),
    donationsCloseAt: momentOf(round.donationsCloseAt),
    poolAmount: round.pool,
    minimumGift: round.minimumGift,
    matchingCapPercent: percentOf(round.matchingCapBps),
    pairwiseThreshold: round.pairwiseThreshold,
    challengeHours: String(round.challengeHours),
  };
}

/** What an admin may no longer change once the donation window has opened (decision 136). */
export const FIXED_ONCE_OPEN: readonly RoundFormField[] = [
  'chainId',
  'currency',
  'donationsOpenAt',
  'donationsCloseAt',
  'matchingCapPercent',
  'minimumGift',
  'pairwiseThreshold',
];

const AMOUNT = /^\d+(\.\d+)?$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Every problem of the form, each under its field, with the server's own sentences where it has
 * them (ROUND_MESSAGES, marked for the web catalogue in round-form-messages.ts): the admin sees
 * them all at once, before anything is sent, in their language (`t`, the form's). `decimals` is the
 * chosen token's on the chosen network.
 */
export function checkRoundForm(
  values: RoundFormValues,
  decimals: number | undefined,
  t: Translate = activeT,
): RoundFormErrors {
  const errors: RoundFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = t(ROUND_MESSAGES.nameRequired);
  else if (name.length > ROUND_LIMITS.nameMax) errors.name = t(ROUND_MESSAGES.nameTooLong);
  const description = values.description.trim();
  if (!description) errors.description = t(ROUND_MESSAGES.descriptionRequired);
  else if (description.length > ROUND_LIMITS.descriptionMax)
    errors.description = t(ROUND_MESSAGES.descriptionTooLong);
  if (!/^0x[0-9a-fA-F]{40}$/.test(values.sponsorAddress.trim())) {
    errors.sponsorAddress = t(ROUND_FORM_MESSAGES.sponsorInvalid);
  }
  if (!values.chainId) errors.chainId = t(ROUND_FORM_MESSAGES.chainRequired);
  const moments = [
    'applicationsOpenAt',
    'applicationsCloseAt',
    'donationsOpenAt',
    'donationsCloseAt',
  ] as const;
  for (const field of moments) {
    if (!MOMENT.test(values[field])) errors[field] = t(ROUND_FORM_MESSAGES.momentRequired);
  }
  if (moments.every((field) => !errors[field])) {
    const problem = roundWindowProblem({
      applicationsOpenAt: instantOf(values.applicationsOpenAt),
      applicationsCloseAt: instantOf(values.applicationsCloseAt),
      donationsOpenAt: instantOf(values.donationsOpenAt),
      donationsCloseAt: instantOf(values.donationsCloseAt),
    });
    // Under the end that breaks the calendar.
    if (problem === ROUND_MESSAGES.donationWindow) errors.donationsCloseAt = t(problem);
    else if (problem) errors.applicationsCloseAt = t(problem);
  }
  for (const field of ['poolAmount', 'minimumGift', 'pairwiseThreshold'] as const) {
    const value = values[field].trim();
    if (!AMOUNT.test(value)) errors[field] = t(ROUND_FORM_MESSAGES.amountInvalid);
    else if (decimals !== undefined && (value.split('.')[1]?.length ?? 0) > decimals) {
      errors[field] = t(ROUND_FORM_MESSAGES.tooManyDecimals, { symbol: values.currency, decimals });
    }
  }
  if (!errors.pairwiseThreshold && !/[1-9]/.test(values.pairwiseThreshold)) {
    errors.pairwiseThreshold = t(ROUND_MESSAGES.pairwiseThresholdZero);
  }
  const cap = values.matchingCapPercent.trim();
  if (cap && (!/^\d+(\.\d{1,2})?$/.test(cap) || Number(cap) < 0.01 || Number(cap) > 100)) {
    errors.matchingCapPercent = t(ROUND_FORM_MESSAGES.capInvalid);
  }
  const hours = values.challengeHours.trim();
  if (!/^\d+$/.test(hours) || Number(hours) < 1 || Number(hours) > ROUND_LIMITS.challengeHoursMax) {
    errors.challengeHours = t(ROUND_FORM_MESSAGES.challengeHoursInvalid);
  }
  return errors;
}

/** The form as the API's settings (checked first with checkRoundForm). */
export function roundPayload(values: RoundFormValues): CreateRoundInput {
  const cap = values.matchingCapPercent.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    sponsorAddress: values.sponsorAddress.trim(),
    chainId: Number(values.chainId),
    currency: values.currency,
    applicationsOpenAt: instantOf(values.applicationsOpenAt),
    applicationsCloseAt: instantOf(values.applicationsCloseAt),
    donationsOpenAt: instantOf(values.donationsOpenAt),
    donationsCloseAt: instantOf(values.donationsCloseAt),
    poolAmount: values.poolAmount.trim(),
    minimumGift: values.minimumGift.trim(),
    // Percent to basis points in integers: "12.5" → 1250, never through a float's rounding.
    matchingCapBps: cap
      ? Number(cap.replace(/^(\d+)(?:\.(\d{1,2}))?$/, (_, whole, part = '') => whole + part.padEnd(2, '0')))
      : null,
    pairwiseThreshold: values.pairwiseThreshold.trim(),
    challengeHours: Number(values.challengeHours.trim()),
  };
}

/** An edit sends only what changed: a field fixed once donations opened stays out unless the
 *  admin touched it (the server then says why it cannot change). */
export function roundChanges(initial: RoundFormValues, values: RoundFormValues): UpdateRound {
  const before = roundPayload(initial);
  const after = roundPayload(values);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CreateRoundInput)[]) {
    if (before[key] !== after[key]) changes[key] = after[key];
  }
  return changes as UpdateRound;
}

/** The form field the API names a settings field by. */
export const FORM_FIELD_OF: Record<string, RoundFormField> = {
  matchingCapBps: 'matchingCapPercent',
};

// The shared schema's messages the form shows, marked for the web catalogue (and reached from the
// form, so they are in its text group).
export { ROUND_SCHEMA_MESSAGES } from './round-form-messages';
