/**
 * Student Management's list words, without a schema: the page's address (sort, photo filter) reads them on the
 * first screen, and the contracts (contracts/students.ts, contracts/student-photos.ts) build their schemas from them.
 */

/** The columns Student Management's list can be sorted by; a leading `-` sorts from the end (Z to A). */
export const STUDENT_SORT_KEYS = ['name', 'studentNumber', 'class', 'department'] as const
export type StudentSortKey = (typeof STUDENT_SORT_KEYS)[number]
export type StudentSort = StudentSortKey | `-${StudentSortKey}`
export const STUDENT_SORTS = STUDENT_SORT_KEYS.flatMap((key): StudentSort[] => [key, `-${key}`]) as [StudentSort, ...StudentSort[]]

/** Student Management's photo filter: students with a photo, or without one. */
export const PHOTO_FILTERS = ['with', 'without'] as const
