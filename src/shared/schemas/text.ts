import type { z } from '../zod.js';

export const INVALID_CHARACTER_MESSAGE = 'Le texte contient un caractère invalide.';

/**
 * Free text as the database can keep it: PostgreSQL refuses the NUL
 * character, so it is turned away here, with a French message, instead of
 * failing as a 500 further down.
 */
export const storableText = (schema: z.ZodString) =>
  schema.refine((value) => !value.includes('\u0000'), { error: INVALID_CHARACTER_MESSAGE });
