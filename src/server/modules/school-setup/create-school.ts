import type { createSchoolRequestSchema } from '#shared/contracts/schools'
import type { z } from 'zod'
import { translate } from '#shared/i18n/translate'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { conflict } from '../../errors'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { defaultDepartmentNames, insertDepartments } from '../departments'
import { insertUser } from '../users'
import { findSchoolBySlug, insertSchool, type School } from '../schools'

type NewSchool = z.output<typeof createSchoolRequestSchema>

/**
 * A school of its own in the deployment (ADR 034), in one transaction: the school as an empty school
 * starts (the usual school day, the eight default departments in its language) and its first headmaster. 409
 * `school_code_taken` when another school has the code.
 */
export async function createSchool(db: Db, input: NewSchool, now: Date): Promise<School> {
  const taken = () => {
    const message = translate('errors.schoolCodeTaken')
    return conflict('school_code_taken', message, { code: message })
  }
  if (await findSchoolBySlug(db, input.code)) throw taken()
  const id = newId()
  const at = now.toISOString()
  const passwordHash = await hashPassword(input.headmaster.password)
  try {
    await db.transaction().execute(async (trx) => {
      await insertSchool(trx, {
        id,
        slug: input.code,
        name: input.name,
        time_zone: input.timeZone,
        school_day_start: '07:30',
        late_after: '07:45',
        school_days: '1,2,3,4,5',
        is_demo: 0,
        default_language: input.language,
        created_at: at,
      })
      await insertDepartments(trx, id, defaultDepartmentNames(input.language).map((name) => ({ id: newId(), name })))
      await insertUser(trx, {
        school_id: id,
        id: newId(),
        role: 'headmaster',
        name: input.headmaster.name,
        email: input.headmaster.email,
        parent_number: null,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
      })
    })
  } catch (error) {
    // Another request took the code between the check and the insert.
    if (violates(error, 'schools_slug_uq', 'schools.slug')) throw taken()
    throw error
  }
  const school = await findSchoolBySlug(db, input.code)
  if (!school) throw new Error(`school ${input.code} was not created`)
  return school
}
