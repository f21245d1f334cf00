import { useQuery } from '@tanstack/react-query'
import type { TeacherSummary } from '#shared/contracts/teachers'
import { api } from '#web/lib/api-client'
import { teachersQueryKey } from '#web/lib/management-lists'

/** The largest page GET /api/teachers gives. */
const PAGE_SIZE = 100

/**
 * Every teacher with their subjects, for the lesson form (its Teacher select and the subjects it offers):
 * Teacher Management's list, page after page (a school has a page or two of teachers).
 */
export async function getLessonTeachers(): Promise<TeacherSummary[]> {
  const teachers: TeacherSummary[] = []
  for (let page = 1; ; page++) {
    const answer = await api.get('/api/teachers', { query: { page, pageSize: PAGE_SIZE } })
    teachers.push(...answer.teachers)
    if (answer.teachers.length === 0 || teachers.length >= answer.total) return teachers
  }
}

/** Under the teachers' root, so a teacher added or renamed on Teacher Management shows here too. */
export function useLessonTeachers() {
  return useQuery({ queryKey: [...teachersQueryKey, 'lesson-options'], queryFn: getLessonTeachers, staleTime: 60_000 })
}
