import { z } from 'zod'

/** A student's card (ADR 027): what a printed card shows and its code. */
export const studentCardSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNumber: z.string(),
  /** The national student number, or null when not known: printed under the Student ID. */
  nisn: z.string().nullable(),
  className: z.string(),
  /** The signed card code the QR on the card holds. */
  code: z.string(),
  issuedAt: z.string(),
  photoUpdatedAt: z.string().nullable(),
})
export type StudentCard = z.infer<typeof studentCardSchema>

/** POST /api/classes/:id/cards: the class's cards in use, a new one made for each student who had none. */
export const classCardsResponseSchema = z.object({
  schoolName: z.string(),
  className: z.string(),
  cards: z.array(studentCardSchema),
})
export type ClassCardsResponse = z.infer<typeof classCardsResponseSchema>

/** POST /api/students/:id/card: a new card replaces the student's old one, which no longer scans. */
export const cardReplacedResponseSchema = z.object({ issuedAt: z.string() })
