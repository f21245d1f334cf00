import { pageFrom, useUrlParams } from '#web/lib/use-url-params'
import type { TeacherListParams } from '../api/get-teachers'

export type TeacherParamName = 'q' | 'departmentId' | 'page'

function parse(search: URLSearchParams): TeacherListParams {
  return {
    q: search.get('q')?.trim() || undefined,
    departmentId: search.get('departmentId') || undefined,
    page: pageFrom(search),
  }
}

/** Teacher Management's search, department filter and page, in the URL. */
export function useTeacherParams() {
  return useUrlParams<TeacherParamName, TeacherListParams>(parse)
}
