import { PHOTO_FILTERS, STUDENT_SORTS } from '#shared/student-list'
import { pageFrom } from '#web/lib/use-url-params'
import type { StudentListParams } from './api/get-students'

/** Student Management's search, filters, order and page, read from its address (/students?q=…): by the page and by the server's render (ADR 038). */
export function studentParamsFrom(search: URLSearchParams): StudentListParams {
  return {
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    departmentId: search.get('departmentId') || undefined,
    photo: photoFilter(search.get('photo')),
    // By name is the server's default: left out, so the address and the query key stay as they were.
    sort: STUDENT_SORTS.find((s) => s !== 'name' && s === search.get('sort')),
    page: pageFrom(search),
  }
}

/** Only what the server knows: anything else in the address means "with or without". */
function photoFilter(value: string | null): StudentListParams['photo'] {
  return PHOTO_FILTERS.find((f) => f === value)
}
