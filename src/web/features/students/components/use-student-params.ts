import { useUrlParams } from '#web/lib/use-url-params'
import type { StudentListParams } from '../api/get-students'
import { studentParamsFrom } from '../student-address'

export type StudentParamName = 'q' | 'classId' | 'departmentId' | 'photo' | 'page'

/** Student Management's search, filters and page, in the URL. */
export function useStudentParams() {
  return useUrlParams<StudentParamName, StudentListParams>(studentParamsFrom)
}
