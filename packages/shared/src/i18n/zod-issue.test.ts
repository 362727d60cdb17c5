import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedZodIssue, type ReportedIssue } from './zod-issue';

// Issues shaped as fastify-type-provider-zod reports them (createValidationError).
function reported(schema: z.ZodType, data: unknown): { issue: ReportedIssue; message: string } {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a failure');
  const { code, path, message, ...params } = result.error.issues[0]!;
  return { issue: { keyword: code, instancePath: `/${path.join('/')}`, params }, message };
}

describe('localizedZodIssue', () => {
  const schema = z.strictObject({ amount: z.number(), title: z.string().min(1, 'Title is required') });

  it("gives Zod's own wording in the reader's language", () => {
    const body = { amount: 'ten', title: 'x' };
    const { issue, message } = reported(schema, body);
    expect(message).toBe('Invalid input: expected number, received string');
    expect(localizedZodIssue(issue, message, body, 'de')).toBe(
      'Ungültige Eingabe: erwartet Zahl, erhalten string',
    );
    expect(localizedZodIssue(issue, message, body, 'en')).toBe(message);
  });

  it('leaves our own messages to the errors catalogue', () => {
    const body = { amount: 1, title: '' };
    const { issue, message } = reported(schema, body);
    expect(localizedZodIssue(issue, message, body, 'fr')).toBe('Title is required');
  });
});
