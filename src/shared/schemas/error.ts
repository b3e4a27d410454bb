import { z } from '../zod.js';

/** Every non-2xx JSON answer (D14). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
