import type { Db } from '../../db/create-db'
import { listedStudents } from '../enrolment'

export async function findStudentProfile(db: Db, schoolId: string, studentId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 's.school_id').onRef('d.id', '=', 's.department_id'))
    .leftJoin('student_photos as p', (j) => j.onRef('p.school_id', '=', 's.school_id').onRef('p.student_id', '=', 's.user_id'))
    .select([
      'u.id', 'u.name', 'u.parent_number as parentNumber', 's.student_number as studentNumber', 's.nisn', 'c.name as className',
      'd.name as department', 's.level', 's.emergency_contact as emergencyContact', 's.gpa', 's.major',
      's.blood_type as bloodType', 's.allergies', 'p.updated_at as photoUpdatedAt',
    ])
    .where('u.id', '=', studentId)
    .executeTakeFirst()
}

export async function listStudentRecords(db: Db, schoolId: string, studentId: string, from: string, to: string) {
  return db
    .selectFrom('attendance_records')
    .select(['date', 'status', 'method', 'recorded_at as recordedAt'])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute()
}
