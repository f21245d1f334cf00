import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { api } from '#web/lib/api-client'
import { reportsQueryKeyPrefix } from './keys'

export function getStudentLessons(studentId: string, from: string, to: string): Promise<StudentLessonsResponse> {
  return api.get('/api/lesson-reports/students/{id}', { path: { id: studentId }, query: { from, to } })
}

/** One student's lessons by subject over a range (the headmaster, and those who teach the student's class). */
export function useStudentLessons(studentId: string, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportsQueryKeyPrefix, 'student-lessons', studentId, range],
    queryFn: () => getStudentLessons(studentId, range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // A 403 is an answer (this student's class is not the caller's), not a failure to retry.
    retry: false,
  })
}
