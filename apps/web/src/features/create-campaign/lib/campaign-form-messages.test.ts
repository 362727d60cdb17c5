import { CREATE_CAMPAIGN_MESSAGES } from '@crowdvault/shared/api/create-campaign';
import { TEXT_MESSAGES } from '@crowdvault/shared/text';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORM_MESSAGES } from './campaign-form-messages';

describe('CAMPAIGN_FORM_MESSAGES', () => {
  it('holds every message the shared schema can show under a field, word for word', () => {
    const { fundingModelInvalid: _choice, vaultOwnerNotYours: _worded, ...shown } = CREATE_CAMPAIGN_MESSAGES;
    const expected = [...Object.values(shown), ...Object.values(TEXT_MESSAGES)];
    expect([...CAMPAIGN_FORM_MESSAGES].sort()).toEqual([...expected].sort());
  });
});
