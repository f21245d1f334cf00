import { pageFrom, useUrlParams } from '#web/lib/use-url-params'
import type { StudentListParams } from '../api/get-students'

export type StudentParamName = 'q' | 'classId' | 'departmentId' | 'page'

function parse(search: URLSearchParams): StudentListParams {
  return {
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    departmentId: search.get('departmentId') || undefined,
    page: pageFrom(search),
  }
}

/** Student Management's search, filters and page, in the URL. */
export function useStudentParams() {
  return useUrlParams<StudentParamName, StudentListParams>(parse)
}
