import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { describe, expect, it } from 'vitest';
import { publishedRound } from '../test-round';
import {
  checkRoundForm,
  emptyRoundForm,
  ROUND_FORM_MESSAGES,
  type RoundFormValues,
  roundChanges,
  roundFormOf,
  roundPayload,
} from './round-form';

function validForm(overrides: Partial<RoundFormValues> = {}): RoundFormValues {
  return {
    ...emptyRoundForm(31337, new Date('2026-11-29T10:20:00Z')),
    name: 'Climate tools',
    description: 'Matching for small gifts.',
    sponsorAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    poolAmount: '1000',
    ...overrides,
  };
}

describe('checkRoundForm', () => {
  it('passes a complete round', () => {
    expect(checkRoundForm(validForm(), 6)).toEqual({});
  });

  it('names every problem under its field at once', () => {
    const errors = checkRoundForm(
      validForm({
        name: '  ',
        description: '',
        sponsorAddress: '0x123',
        poolAmount: '12,5',
        minimumGift: '0.0000001',
        pairwiseThreshold: '0',
        matchingCapPercent: '150',
        challengeHours: '1.5',
        applicationsOpenAt: '',
      }),
      6,
    );
    expect(errors).toEqual({
      name: ROUND_MESSAGES.nameRequired,
      description: ROUND_MESSAGES.descriptionRequired,
      sponsorAddress: ROUND_FORM_MESSAGES.sponsorInvalid,
      applicationsOpenAt: ROUND_FORM_MESSAGES.momentRequired,
      poolAmount: ROUND_FORM_MESSAGES.amountInvalid,
      minimumGift: 'USDT has 6 decimal places; use at most that many',
      pairwiseThreshold: ROUND_MESSAGES.pairwiseThresholdZero,
      matchingCapPercent: ROUND_FORM_MESSAGES.capInvalid,
      challengeHours: ROUND_FORM_MESSAGES.challengeHoursInvalid,
    });
  });

  it('puts a calendar that does not hold together under the end that breaks it', () => {
    expect(
      checkRoundForm(
        validForm({ donationsOpenAt: '2026-12-20T10:00', donationsCloseAt: '2026-12-10T10:00' }),
        6,
      ),
    ).toEqual({ donationsCloseAt: ROUND_MESSAGES.donationWindow });
    expect(
      checkRoundForm(
        validForm({ applicationsCloseAt: '2026-12-30T10:00', donationsCloseAt: '2026-12-20T10:00' }),
        6,
      ),
    ).toEqual({ applicationsCloseAt: ROUND_MESSAGES.applicationsAfterDonations });
  });
});

describe('roundPayload and roundChanges', () => {
  it('sends moments as UTC instants and the cap in basis points, exactly', () => {
    const payload = roundPayload(
      validForm({ matchingCapPercent: '12.5', applicationsOpenAt: '2026-12-01T09:30' }),
    );
    expect(payload.matchingCapBps).toBe(1_250);
    expect(payload.applicationsOpenAt).toBe('2026-12-01T09:30:00.000Z');
    expect(roundPayload(validForm({ matchingCapPercent: '0.07' })).matchingCapBps).toBe(7);
    expect(roundPayload(validForm({ matchingCapPercent: '' })).matchingCapBps).toBeNull();
  });

  it('sends only what changed, so a field fixed once donations opened is left alone', () => {
    const initial = roundFormOf(publishedRound());
    expect(initial.matchingCapPercent).toBe('10');
    expect(roundChanges(initial, initial)).toEqual({});
    expect(roundChanges(initial, { ...initial, poolAmount: '1500', name: 'Climate tools II' })).toEqual({
      poolAmount: '1500',
      name: 'Climate tools II',
    });
  });
});
