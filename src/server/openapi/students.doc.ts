import { deleteResultSchema } from '#shared/contracts/delete-result'
import { guardiansResponseSchema, linkCodeResponseSchema } from '#shared/contracts/families'
import { createStudentPasswordsResponseSchema, createStudentPasswordsSchema } from '#shared/contracts/passwords'
import {
  createStudentResponseSchema,
  createStudentSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
  studentDetailSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListResponseSchema,
  updateStudentSchema,
} from '#shared/contracts/students'
import { z } from 'zod'
import { EXPORT_TYPES, idParams, type OperationDoc } from './operation'

export const studentsDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/students', tag: 'students',
    summary: 'List students',
    description: 'The school’s students, searched by name (any part) or number (a whole Student ID, any letter case, or NISN) and filtered by class, department and photo, sorted (`sort`: `name` unless given, `studentNumber`, `class` or `department`, a leading `-` for the reverse; equals by name) over the whole list, then a page at a time.',
    query: studentListQuerySchema, response: studentListResponseSchema,
  },
  {
    method: 'GET', url: '/api/students/export', tag: 'students',
    summary: 'Export students',
    description: 'The same list as `GET /api/students`, every page in the same order, as a CSV or XLSX file (the import’s columns, NISN last).',
    query: studentExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/students/:id', tag: 'students',
    summary: 'One student',
    description: 'A student’s details as the student form shows them.',
    params: idParams, response: studentDetailSchema,
  },
  {
    method: 'POST', url: '/api/students', tag: 'students',
    summary: 'Add a student',
    description: 'Adds a student to a class, with the school’s Student ID when given (otherwise numbered S0001…; 409 `student_number_taken` when another student of the school has it) and an optional NISN (10 digits; 409 `nisn_taken` when a student of any school has it); without a password, a one-time password is made and answered once.',
    body: createStudentSchema, response: createStudentResponseSchema, status: 201,
  },
  {
    method: 'PATCH', url: '/api/students/:id', tag: 'students',
    summary: 'Change a student',
    description: 'Changes a student’s details; without `studentNumber` the student keeps theirs, without `nisn` they have none. The same 409s as adding one.',
    params: idParams, body: updateStudentSchema, response: studentDetailSchema,
  },
  {
    method: 'DELETE', url: '/api/students/:id', tag: 'students',
    summary: 'Delete a student',
    description: 'Removes a student; one with attendance records is archived instead, so the records stay.',
    params: idParams, response: deleteResultSchema,
  },
  {
    method: 'POST', url: '/api/students/:id/password', tag: 'students',
    summary: 'Reset a student’s password',
    description: 'Sets the given password, or makes a one-time password and answers it once.',
    params: idParams, body: resetPasswordSchema, response: resetPasswordResponseSchema,
  },
  {
    method: 'POST', url: '/api/students/passwords', tag: 'students',
    summary: 'One-time passwords for many students',
    description: 'Makes one-time passwords for the chosen students (or a class) and answers their sign-in slips, once.',
    body: createStudentPasswordsSchema, response: createStudentPasswordsResponseSchema,
  },
  {
    method: 'POST', url: '/api/students/:id/link-codes', tag: 'students',
    summary: 'A link code for a student’s family',
    description: 'Makes a code a parent registers with (or adds as a child) to be linked to this student.',
    params: idParams, response: linkCodeResponseSchema, status: 201,
  },
  {
    method: 'GET', url: '/api/students/:id/guardians', tag: 'students',
    summary: 'A student’s guardians',
    description: 'The adults linked to a student, how many link codes are still open, and how many adults a student may have.',
    params: idParams, response: guardiansResponseSchema,
  },
  {
    method: 'DELETE', url: '/api/students/:id/guardians/:parentId', tag: 'students',
    summary: 'Unlink a guardian',
    description: 'Removes the link between a student and one adult (the headmaster, or the homeroom teacher of the student’s class). The adults still linked, the homeroom teacher and the adult removed are told by email.',
    params: idParams.extend({ parentId: z.string().meta({ description: 'The adult’s id.' }) }), status: 204,
  },
]
