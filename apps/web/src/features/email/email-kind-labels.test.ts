import { EMAIL_KIND_INFO, EMAIL_KINDS } from '@crowdvault/shared/api/email';
import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_LABELS } from './email-kind-labels';

describe('EMAIL_KIND_LABELS', () => {
  it("names each kind of mail word for word as the shared table's label", () => {
    expect(EMAIL_KINDS.map((kind) => EMAIL_KIND_LABELS[kind])).toEqual(
      EMAIL_KINDS.map((kind) => EMAIL_KIND_INFO[kind].label),
    );
  });
});
