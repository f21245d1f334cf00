import type { Insertable, Updateable } from 'kysely'
import type { TeacherSummary } from '#shared/contracts/teachers'
import { STAFF_ROLES, type StaffRole } from '#shared/roles'
import { contains } from '../../db/contains'
import type { Db } from '../../db/create-db'
import type { TeachersTable } from '../../db/schema'
import { withSearchName } from '../../db/search-name'

export interface TeacherFilters {
  q?: string
  departmentId?: string
}

/** Staff with a teacher's record, not archived, in name order (the users (school_id, role, name, id) index). */
function teachersMatching(db: Db, schoolId: string, filters: TeacherFilters) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 'u.school_id').onRef('t.user_id', '=', 'u.id'))
    .where('u.school_id', '=', schoolId)
    .where('u.role', 'in', STAFF_ROLES)
    .where('u.archived_at', 'is', null)
  if (filters.departmentId) query = query.where('t.department_id', '=', filters.departmentId)
  if (filters.q) query = query.where(contains('u.search_name', filters.q))
  return query
}

function withDetails(db: Db, schoolId: string, filters: TeacherFilters) {
  return teachersMatching(db, schoolId, filters)
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 't.school_id').onRef('d.id', '=', 't.department_id'))
    .leftJoin('classes as h', (j) =>
      j.onRef('h.school_id', '=', 't.school_id').onRef('h.id', '=', 't.homeroom_class_id').on('h.archived_at', 'is', null),
    )
    .select([
      'u.id', 'u.name', 'u.email', 'u.role', 'd.id as departmentId', 'd.name as departmentName', 't.subjects',
      'h.id as homeroomId', 'h.name as homeroomName',
    ])
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number]

function present(r: DetailRow): TeacherSummary {
  const homeroomClass = r.homeroomId && r.homeroomName ? { id: r.homeroomId, name: r.homeroomName } : null
  return {
    id: r.id,
    name: r.name,
    email: r.email ?? '',
    role: r.role as StaffRole,
    department: { id: r.departmentId, name: r.departmentName },
    subjects: JSON.parse(r.subjects) as string[],
    isHomeroom: homeroomClass !== null,
    homeroomClass,
  }
}

export async function listTeachers(
  db: Db,
  schoolId: string,
  filters: TeacherFilters,
  page: { limit: number; offset: number },
): Promise<TeacherSummary[]> {
  const rows = await withDetails(db, schoolId, filters)
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows.map(present)
}

export async function countTeachers(db: Db, schoolId: string, filters: TeacherFilters): Promise<number> {
  const row = await teachersMatching(db, schoolId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findTeacher(db: Db, schoolId: string, id: string): Promise<TeacherSummary | undefined> {
  const row = await withDetails(db, schoolId, {}).where('u.id', '=', id).executeTakeFirst()
  return row && present(row)
}

/** Every staff member who may teach a class, with or without a teacher's record, by name. */
export async function listStaffOptions(db: Db, schoolId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('role', 'in', STAFF_ROLES)
    .where('archived_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute()
}

export async function insertTeacherRow(db: Db, row: Insertable<TeachersTable>) {
  await db.insertInto('teachers').values(row).execute()
}

export async function updateTeacherRow(
  db: Db,
  schoolId: string,
  userId: string,
  changes: Pick<Updateable<TeachersTable>, 'department_id' | 'subjects' | 'homeroom_class_id'>,
) {
  await db.updateTable('teachers').set(changes).where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
}

/** The account side of a teacher's form (users.queries' updateUser leaves the role alone on purpose). */
export async function updateStaffAccount(
  db: Db,
  schoolId: string,
  userId: string,
  changes: { name: string; email: string; role: StaffRole },
  at: string,
) {
  await db
    .updateTable('users')
    .set({ ...withSearchName(changes), updated_at: at })
    .where('school_id', '=', schoolId)
    .where('id', '=', userId)
    .execute()
}

/** The class becomes this teacher's class: a homeroom class is always taught by its homeroom teacher. */
export async function setClassTeacher(db: Db, schoolId: string, classId: string, teacherId: string) {
  await db
    .updateTable('classes')
    .set({ teacher_id: teacherId })
    .where('school_id', '=', schoolId)
    .where('id', '=', classId)
    .execute()
}

/** Names of the live classes the teacher teaches or is the homeroom teacher of, by name. */
export async function classesAssignedTo(db: Db, schoolId: string, teacherId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('classes as c')
    .select('c.name')
    .where('c.school_id', '=', schoolId)
    .where('c.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('c.teacher_id', '=', teacherId),
        eb(
          'c.id',
          'in',
          eb
            .selectFrom('teachers as t')
            .select('t.homeroom_class_id')
            .where('t.school_id', '=', schoolId)
            .where('t.user_id', '=', teacherId),
        ),
      ]),
    )
    .orderBy('c.name')
    .execute()
  return rows.map((r) => r.name)
}

/**
 * Before a teacher's row is removed: archived classes may still name them as their teacher,
 * and the foreign key would refuse the delete. Live classes never do: the delete is refused first.
 */
export async function forgetTeacherOfArchivedClasses(db: Db, schoolId: string, teacherId: string) {
  await db
    .updateTable('classes')
    .set({ teacher_id: null })
    .where('school_id', '=', schoolId)
    .where('teacher_id', '=', teacherId)
    .where('archived_at', 'is not', null)
    .execute()
}
