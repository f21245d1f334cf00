import { z } from 'zod'

/**
 * Every 4xx/5xx body. `error` is a sentence a person can read; `code` is stable
 * for programs; `fields` maps a field path to its validation message key.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  database: z.enum(['sqlite', 'postgres']),
})
