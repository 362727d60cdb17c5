import { ROUND_LIMITS, ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { describe, expect, it } from 'vitest';
import { ROUND_FORM_MESSAGES } from './round-form';
import { ROUND_SCHEMA_MESSAGES } from './round-form-messages';

describe('ROUND_SCHEMA_MESSAGES', () => {
  it('holds every shared message the round form can show under a field, word for word', () => {
    const shown = [
      ROUND_MESSAGES.nameRequired,
      ROUND_MESSAGES.nameTooLong,
      ROUND_MESSAGES.descriptionRequired,
      ROUND_MESSAGES.descriptionTooLong,
      ROUND_MESSAGES.applicationWindow,
      ROUND_MESSAGES.donationWindow,
      ROUND_MESSAGES.applicationsAfterDonations,
      ROUND_MESSAGES.pairwiseThresholdZero,
    ];
    expect([...ROUND_SCHEMA_MESSAGES].sort()).toEqual(shown.sort());
  });

  it('names the longest challenge window the server takes', () => {
    expect(ROUND_FORM_MESSAGES.challengeHoursInvalid).toBe(
      `Enter a whole number of hours from 1 to ${ROUND_LIMITS.challengeHoursMax}`,
    );
  });
});
