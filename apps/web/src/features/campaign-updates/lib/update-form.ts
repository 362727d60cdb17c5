import { type CampaignUpdateInput, campaignUpdateInputSchema } from '@crowdvault/shared/api/updates';

export type UpdateFormValues = { title: string; body: string; imageUrl: string };
export type UpdateFormErrors = Partial<Record<keyof UpdateFormValues, string>>;

/** Checks the form with the server's own schema: the payload to send, or a message per field. */
export function validateUpdateForm(
  values: UpdateFormValues,
): { ok: true; payload: CampaignUpdateInput } | { ok: false; errors: UpdateFormErrors } {
  const result = campaignUpdateInputSchema.safeParse(values);
  if (result.success)
    return { ok: true, payload: { ...result.data, imageUrl: result.data.imageUrl ?? null } };
  const errors: UpdateFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof UpdateFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
