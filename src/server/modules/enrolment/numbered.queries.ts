import { type RawBuilder, sql } from 'kysely'

/**
 * A search that is a student's number (ADR 046): their Student ID as typed or in capitals ("s0001" finds S0001),
 * or their NISN, whole. Each is a look-up in the school's unique indexes (students_number_uq, students_nisn_uq).
 * For queries over `students as s`.
 */
export function numbered(q: string): RawBuilder<boolean> {
  const text = q.trim()
  return sql<boolean>`(s.student_number in (${text}, ${text.toUpperCase()}) or s.nisn = ${text})`
}
