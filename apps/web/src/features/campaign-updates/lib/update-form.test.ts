import { UPDATE_MESSAGES as M } from '@crowdvault/shared/api/updates';
import { describe, expect, it } from 'vitest';
import { validateUpdateForm } from './update-form';

const VALID = { title: 'News', body: 'Line one\nLine two', imageUrl: '' };

describe('validateUpdateForm', () => {
  it('accepts a title and body, a blank image counting as none', () => {
    expect(validateUpdateForm(VALID)).toEqual({
      ok: true,
      payload: { title: 'News', body: 'Line one\nLine two', imageUrl: null },
    });
  });

  it('says what is missing, too long or unsafe, per field', () => {
    expect(validateUpdateForm({ title: ' ', body: '', imageUrl: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { title: M.titleRequired, body: M.bodyRequired, imageUrl: M.imageUrlInvalid },
    });
    expect(validateUpdateForm({ ...VALID, title: 'x'.repeat(151) })).toMatchObject({
      errors: { title: M.titleTooLong },
    });
    expect(validateUpdateForm({ ...VALID, imageUrl: 'http://example.org/a.png' })).toMatchObject({
      errors: { imageUrl: M.imageUrlInvalid },
    });
    expect(validateUpdateForm({ ...VALID, title: 'Bell\u0007' })).toMatchObject({ ok: false });
  });
});
