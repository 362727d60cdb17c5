import { z } from 'zod';

/** Every error the API answers has this body: a sentence a person can read (SPEC.md §8). */
export const errorResponseSchema = z.object({ message: z.string() }).meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
