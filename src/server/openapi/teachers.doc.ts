import { deleteResultSchema } from '#shared/contracts/delete-result'
import { createTeacherPasswordsResponseSchema, createTeacherPasswordsSchema } from '#shared/contracts/passwords'
import { resetPasswordResponseSchema, resetPasswordSchema } from '#shared/contracts/students'
import {
  createTeacherResponseSchema,
  createTeacherSchema,
  teacherExportQuerySchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
  teacherOptionsResponseSchema,
  teacherSummarySchema,
  updateTeacherSchema,
} from '#shared/contracts/teachers'
import { EXPORT_TYPES, idParams, type OperationDoc } from './operation'

export const teachersDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/teachers', tag: 'teachers',
    summary: 'List teachers',
    description: 'The school’s teachers, searched and filtered by department, a page at a time.',
    query: teacherListQuerySchema, response: teacherListResponseSchema,
  },
  {
    method: 'GET', url: '/api/teachers/options', tag: 'teachers',
    summary: 'Teachers to choose from',
    description: 'Every teacher’s id and name, for the class form’s Teacher select.',
    response: teacherOptionsResponseSchema,
  },
  {
    method: 'GET', url: '/api/teachers/export', tag: 'teachers',
    summary: 'Export teachers',
    description: 'The same list as `GET /api/teachers`, every page, as a CSV or XLSX file.',
    query: teacherExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'One teacher',
    description: 'A teacher’s details.',
    params: idParams, response: teacherSummarySchema,
  },
  {
    method: 'POST', url: '/api/teachers', tag: 'teachers',
    summary: 'Add a teacher',
    description: 'Adds a teacher; without a password, a one-time password is made and answered once.',
    body: createTeacherSchema, response: createTeacherResponseSchema, status: 201,
  },
  {
    method: 'PATCH', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'Change a teacher',
    description: 'Changes a teacher’s details.',
    params: idParams, body: updateTeacherSchema, response: teacherSummarySchema,
  },
  {
    method: 'DELETE', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'Delete a teacher',
    description: 'Removes a teacher; one whose name is on records is archived instead, so the records keep it.',
    params: idParams, response: deleteResultSchema,
  },
  {
    method: 'POST', url: '/api/teachers/:id/password', tag: 'teachers',
    summary: 'Reset a teacher’s password',
    description: 'Sets the given password, or makes a one-time password and answers it once.',
    params: idParams, body: resetPasswordSchema, response: resetPasswordResponseSchema,
  },
  {
    method: 'POST', url: '/api/teachers/passwords', tag: 'teachers',
    summary: 'One-time passwords for teachers',
    description: 'Makes one-time passwords for the teachers who still need one and answers their sign-in slips, once.',
    body: createTeacherPasswordsSchema, response: createTeacherPasswordsResponseSchema,
  },
]
