import { pageFrom, useUrlParams } from '#web/lib/use-url-params'
import { PHOTO_FILTERS } from '#shared/contracts/student-photos'
import type { StudentListParams } from '../api/get-students'

export type StudentParamName = 'q' | 'classId' | 'departmentId' | 'photo' | 'page'

function parse(search: URLSearchParams): StudentListParams {
  return {
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    departmentId: search.get('departmentId') || undefined,
    photo: photoFilter(search.get('photo')),
    page: pageFrom(search),
  }
}

/** Student Management's search, filters and page, in the URL. */
export function useStudentParams() {
  return useUrlParams<StudentParamName, StudentListParams>(parse)
}

/** Only what the server knows: anything else in the address means "with or without". */
function photoFilter(value: string | null): StudentListParams['photo'] {
  return PHOTO_FILTERS.find((f) => f === value)
}
