import { useUrlParams } from '#web/lib/use-url-params'
import type { StudentListParams } from '../api/get-students'
import { studentParamsFrom } from '../student-address'

export type StudentParamName = 'q' | 'classId' | 'departmentId' | 'photo' | 'sort' | 'page'

/** Student Management's search, filters, order and page, in the URL. */
export function useStudentParams() {
  return useUrlParams<StudentParamName, StudentListParams>(studentParamsFrom)
}
