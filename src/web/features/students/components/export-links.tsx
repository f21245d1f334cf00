import { ExportLinks } from '#web/components/export-links'
import { studentsExportUrl } from '../api/export-students'
import type { StudentFilterParams } from '../api/get-students'

/** Export CSV / Export XLSX of the students as filtered now. */
export function StudentExportLinks({ filters }: { filters: StudentFilterParams }) {
  return <ExportLinks href={(format) => studentsExportUrl(format, filters)} />
}
