import { EDIT_CAMPAIGN_MESSAGES } from '@crowdvault/shared/api/edit-campaign';
import { EMAIL_KIND_INFO } from '@crowdvault/shared/api/email';
import { PROFILE_MESSAGES } from '@crowdvault/shared/api/profile';
import { describe, expect, it } from 'vitest';
import { EDIT_FORM_MESSAGES, EMAIL_KIND_TEXTS, PROFILE_FORM_MESSAGES } from './form-texts';

describe('the dashboard forms’ texts for the catalogue', () => {
  it('hold every e-mail kind’s label and hint, word for word', () => {
    const shared = Object.fromEntries(
      Object.entries(EMAIL_KIND_INFO).map(([kind, { label, hint }]) => [kind, { label, hint }]),
    );
    expect(EMAIL_KIND_TEXTS).toEqual(shared);
  });

  it('hold every profile and edit message, word for word', () => {
    expect([...PROFILE_FORM_MESSAGES].sort()).toEqual(Object.values(PROFILE_MESSAGES).sort());
    expect([...EDIT_FORM_MESSAGES].sort()).toEqual(Object.values(EDIT_CAMPAIGN_MESSAGES).sort());
  });
});
