import { classExportQuerySchema, classFormSchema, classListQuerySchema, classListResponseSchema, classSummarySchema } from '#shared/contracts/classes'
import { deleteResultSchema } from '#shared/contracts/delete-result'
import {
  departmentFormSchema,
  departmentListResponseSchema,
  departmentManageResponseSchema,
  departmentSummarySchema,
} from '#shared/contracts/departments'
import { EXPORT_TYPES, idParams, type OperationDoc } from './operation'

export const classesDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/classes', tag: 'classes',
    summary: 'List classes',
    description: 'The school’s classes with their department, homeroom teacher and number of students.',
    query: classListQuerySchema, response: classListResponseSchema,
  },
  {
    method: 'GET', url: '/api/classes/export', tag: 'classes',
    summary: 'Export classes',
    description: 'The same list as `GET /api/classes` as a CSV or XLSX file.',
    query: classExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'POST', url: '/api/classes', tag: 'classes',
    summary: 'Add a class',
    description: 'Adds a class in a department, with its homeroom teacher: for a caller who may edit teachers, the teacher chosen becomes its homeroom teacher (role `homeroom_teacher`; a headmaster stays headmaster, with no homeroom). A teacher who is already another class’s homeroom teacher: 409 `teacher_has_homeroom`.',
    body: classFormSchema, response: classSummarySchema, status: 201,
  },
  {
    method: 'PATCH', url: '/api/classes/:id', tag: 'classes',
    summary: 'Change a class',
    description: 'Renames a class or changes its department or homeroom teacher, as `POST /api/classes` chooses one; the previous homeroom teacher loses the homeroom (a `homeroom_teacher` becomes a `subject_teacher`), in the same transaction. A caller who may not edit teachers may not take a class from its homeroom teacher: 409 `class_has_homeroom_teacher`.',
    params: idParams, body: classFormSchema, response: classSummarySchema,
  },
  {
    method: 'DELETE', url: '/api/classes/:id', tag: 'classes',
    summary: 'Delete a class',
    description: 'Removes a class; one with students or records is archived instead.',
    params: idParams, response: deleteResultSchema,
  },
  {
    method: 'GET', url: '/api/departments', tag: 'classes',
    summary: 'List departments',
    description: 'The school’s open departments, for filters and forms.',
    response: departmentListResponseSchema,
  },
  {
    method: 'GET', url: '/api/departments/manage', tag: 'classes',
    summary: 'Departments to manage',
    description: 'Every department with what uses it, for the Departments screen.',
    response: departmentManageResponseSchema,
  },
  {
    method: 'POST', url: '/api/departments', tag: 'classes',
    summary: 'Add a department',
    description: 'Adds a department with a name no other department has.',
    body: departmentFormSchema, response: departmentSummarySchema, status: 201,
  },
  {
    method: 'PATCH', url: '/api/departments/:id', tag: 'classes',
    summary: 'Rename a department',
    description: 'Renames a department; classes, teachers and students keep it.',
    params: idParams, body: departmentFormSchema, response: departmentSummarySchema,
  },
  {
    method: 'POST', url: '/api/departments/:id/archive', tag: 'classes',
    summary: 'Archive a department',
    description: 'Archives a department: it leaves the forms and filters, and what already names it keeps the name.',
    params: idParams, status: 204,
  },
]
