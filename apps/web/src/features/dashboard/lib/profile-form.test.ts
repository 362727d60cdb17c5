import { PROFILE_MESSAGES } from '@crowdvault/shared/api/profile';
import { describe, expect, it } from 'vitest';
import { profileSettings } from '../test-fixtures';
import { initialProfileValues, profilePayload } from './profile-form';

const SETTINGS = profileSettings();
const values = () => initialProfileValues(SETTINGS);

describe('profilePayload', () => {
  it('sends only what changed', () => {
    const result = profilePayload(SETTINGS, {
      ...values(),
      bio: 'Hello',
      notifications: { ...SETTINGS.notifications, ending: false },
    });
    expect(result).toEqual({ ok: true, payload: { bio: 'Hello', notifications: { ending: false } } });
  });

  it('says there is nothing to save when nothing changed', () => {
    expect(profilePayload(SETTINGS, values())).toMatchObject({
      ok: false,
      errors: { form: expect.any(String) },
    });
  });

  it('names the field of each mistake with the server’s messages', () => {
    const result = profilePayload(SETTINGS, {
      ...values(),
      username: 'a b',
      avatarUrl: 'http://example.org/a.png',
      email: 'nope',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: PROFILE_MESSAGES.usernameCharacters,
        avatarUrl: PROFILE_MESSAGES.avatarUrlInvalid,
        email: PROFILE_MESSAGES.emailInvalid,
      },
    });
  });

  it('refuses a username that is too short', () => {
    expect(profilePayload(SETTINGS, { ...values(), username: 'ab' })).toEqual({
      ok: false,
      errors: { username: PROFILE_MESSAGES.usernameLength },
    });
  });
});
