import { STUDENT_IMPORT_MAX_BYTES, studentImportPreviewSchema, studentImportResultSchema } from '#shared/contracts/student-import'
import { csvImportRoutes } from '../../lib/csv-import/import-routes'
import { mayManageDepartments } from '../departments'
import { applyStudentImport, previewStudentImport, studentImportTemplate } from './student-import.service'
import { importStudents } from './students.policy'

/** CSV import of students: GET /api/students/import/template, POST …/preview, POST /api/students/import. */
export const studentImportRoutes = csvImportRoutes({
  path: '/api/students/import',
  what: 'students',
  previewSchema: studentImportPreviewSchema,
  resultSchema: studentImportResultSchema,
  templateName: 'students-import-template.csv',
  maxBytes: STUDENT_IMPORT_MAX_BYTES,
  access: importStudents,
  mayAddDepartments: mayManageDepartments,
  template: studentImportTemplate,
  preview: previewStudentImport,
  apply: applyStudentImport,
})
