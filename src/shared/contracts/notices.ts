import { z } from 'zod'
import { isoDateSchema } from './attendance'

/** What a queued message may be: waiting, being sent, sent, failed for good, or held for quiet hours (ADR 021). */
export const NOTICE_STATES = ['queued', 'sending', 'sent', 'failed', 'held'] as const
export const noticeStateSchema = z.enum(NOTICE_STATES, { message: 'validation.invalid' })
export type NoticeState = z.infer<typeof noticeStateSchema>

/** GET /api/notices (headmaster): the messages about one day (or every day), in one state (or any), a page of 50. */
export const noticesQuerySchema = z.object({
  date: isoDateSchema.optional(),
  state: noticeStateSchema.optional(),
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
})
/** The query as a client sends it (the web app builds its request from this type); numbers are coerced from the address’s text. */
export type NoticesQuery = z.input<typeof noticesQuerySchema>

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  channel: z.enum(['email', 'webhook']),
  address: z.string(),
  subject: z.string(),
  state: noticeStateSchema,
  tries: z.number().int(),
  lastError: z.string().nullable(),
  /** The day the message is about. */
  date: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it is tried next (queued), or leaves quiet hours (held). */
  nextAttemptAt: z.string(),
})
export type Notice = z.infer<typeof noticeSchema>

export const noticesResponseSchema = z.object({
  /** How messages leave this server; `none`: they stay queued, nothing is sent. */
  transport: z.enum(['none', 'smtp', 'webhook']),
  notices: z.array(noticeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type NoticesResponse = z.infer<typeof noticesResponseSchema>
