import { randomBytes } from 'node:crypto'
import { translate } from '#shared/i18n/translate'
import type { ClassCardsResponse, StudentCard } from '#shared/contracts/cards'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import type { School } from '../schools'
import { findClass } from '../classes'
import { cardsInUse, classCardStudents, insertCards, revokeCardsOf } from './cards.queries'
import { findStudentCard } from './qr.queries'
import { cardCode, qrKeysFrom } from './qr-token'

/** A card's id: 128 random bits, so no one guesses another student's card. */
const newCardId = () => randomBytes(16).toString('base64url')

/**
 * The cards of a class to print (ADR 027): each student's card in use, and a new one for each student who
 * has none, made in one transaction. Printing again prints the same cards (a card's code is signed
 * deterministically); only "New card" for a student revokes one.
 */
export async function classCards(ctx: AppContext, school: School, classId: string, userId: string): Promise<ClassCardsResponse> {
  const klass = await findClass(ctx.db, ctx.schoolId, classId)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  const keys = qrKeysFrom(ctx.secrets.qr)
  const cards = await ctx.db.transaction().execute(async (trx) => {
    const students = await classCardStudents(trx, ctx.schoolId, classId)
    const inUse = await cardsInUse(trx, ctx.schoolId, students.map((s) => s.id))
    const at = ctx.now().toISOString()
    const made = students.filter((s) => !inUse.has(s.id)).map((s) => ({ school_id: ctx.schoolId, id: newCardId(), student_id: s.id, issued_at: at, issued_by: userId, revoked_at: null }))
    await insertCards(trx, made)
    for (const card of made) inUse.set(card.student_id, card)
    return students.map((s): StudentCard => {
      const card = inUse.get(s.id)!
      return { studentId: s.id, name: s.name, studentNumber: s.studentNumber, nisn: s.nisn ?? null, className: s.className, code: cardCode(keys, ctx.schoolId, s.id, card.id), issuedAt: card.issued_at, photoUpdatedAt: s.photoUpdatedAt ?? null }
    })
  })
  return { schoolName: school.name, className: klass.name, cards }
}

/** A new card for a student whose card was lost or copied: the old one stops working at once. */
export async function replaceCard(ctx: AppContext, studentId: string, userId: string): Promise<{ issuedAt: string }> {
  const at = ctx.now().toISOString()
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findStudentCard(trx, ctx.schoolId, studentId))) throw notFound(translate('errors.studentNotFound'))
    await revokeCardsOf(trx, ctx.schoolId, studentId, at)
    await insertCards(trx, [{ school_id: ctx.schoolId, id: newCardId(), student_id: studentId, issued_at: at, issued_by: userId, revoked_at: null }])
    return { issuedAt: at }
  })
}
