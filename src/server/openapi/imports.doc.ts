import { importOptionsSchema } from '#shared/contracts/csv-import'
import { studentImportPreviewSchema, studentImportResultSchema } from '#shared/contracts/student-import'
import { teacherImportPreviewSchema, teacherImportResultSchema } from '#shared/contracts/teacher-import'
import type { ZodType } from 'zod'
import type { OperationDoc } from './operation'

const csv = { types: ['text/csv'], description: 'The CSV file itself, with the template’s header line.' }

/** The three routes of one CSV import (src/server/lib/csv-import/import-routes.ts). */
function csvImport(path: string, what: string, preview: ZodType, result: ZodType): OperationDoc[] {
  return [
    {
      method: 'GET', url: `${path}/template`, tag: 'imports',
      summary: `The ${what} import template`,
      description: `A CSV file with the header line an import of ${what} expects, and an example row.`,
      file: ['text/csv'],
    },
    {
      method: 'POST', url: `${path}/preview`, tag: 'imports',
      summary: `Preview an import of ${what}`,
      description: 'What applying the file would do, row by row (add, update, unchanged, invalid and why). Nothing is saved. `createMissing=1` would add the departments (and classes) the file names that the school lacks.',
      query: importOptionsSchema, upload: csv, response: preview,
    },
    {
      method: 'POST', url: path, tag: 'imports',
      summary: `Import ${what}`,
      description: 'Applies every row, or none: a file with an invalid row answers 400 `import_invalid` with its preview.',
      query: importOptionsSchema, upload: csv, response: result,
    },
  ]
}

export const importsDocs: OperationDoc[] = [
  ...csvImport('/api/students/import', 'students', studentImportPreviewSchema, studentImportResultSchema),
  ...csvImport('/api/teachers/import', 'teachers', teacherImportPreviewSchema, teacherImportResultSchema),
]
