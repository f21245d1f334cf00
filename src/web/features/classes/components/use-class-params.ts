import { useUrlParams } from '#web/lib/use-url-params'
import type { ClassFilterParams } from '../api/get-classes'

export type ClassParamName = 'q' | 'departmentId'

function parse(search: URLSearchParams): ClassFilterParams {
  return {
    q: search.get('q')?.trim() || undefined,
    departmentId: search.get('departmentId') || undefined,
  }
}

/** Class Management's search and department filter, in the URL. */
export function useClassParams() {
  return useUrlParams<ClassParamName, ClassFilterParams>(parse)
}
