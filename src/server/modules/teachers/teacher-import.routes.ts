import { TEACHER_IMPORT_MAX_BYTES, teacherImportPreviewSchema, teacherImportResultSchema } from '#shared/contracts/teacher-import'
import { csvImportRoutes } from '../../lib/csv-import/import-routes'
import { mayManageDepartments } from '../departments'
import { applyTeacherImport, previewTeacherImport, teacherImportTemplate } from './teacher-import.service'
import { importTeachers } from './teachers.policy'

/** CSV import of teachers: GET /api/teachers/import/template, POST …/preview, POST /api/teachers/import. */
export const teacherImportRoutes = csvImportRoutes({
  path: '/api/teachers/import',
  what: 'teachers',
  previewSchema: teacherImportPreviewSchema,
  resultSchema: teacherImportResultSchema,
  templateName: 'teachers-import-template.csv',
  maxBytes: TEACHER_IMPORT_MAX_BYTES,
  access: importTeachers,
  mayAddDepartments: mayManageDepartments,
  template: teacherImportTemplate,
  preview: previewTeacherImport,
  apply: applyTeacherImport,
})
