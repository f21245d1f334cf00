import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LessonGroupResponse } from '#shared/contracts/timetable'
import { api } from '#web/lib/api-client'
import { invalidateTimetable, timetableQueryKey } from './timetable-query'

export function getLessonGroup(lessonId: string): Promise<LessonGroupResponse> {
  return api.get('/api/timetable/lessons/{id}/students', { path: { id: lessonId } })
}

/** The lesson's class's students, and those of its group (none: the whole class). */
export function useLessonGroup(lessonId: string) {
  return useQuery({ queryKey: [...timetableQueryKey, 'group', lessonId], queryFn: () => getLessonGroup(lessonId) })
}

/** 400 on `studentIds.N` for a student not of the lesson's class; an empty list: the whole class. */
export function saveLessonGroup(lessonId: string, studentIds: string[]): Promise<LessonGroupResponse> {
  return api.put('/api/timetable/lessons/{id}/students', { path: { id: lessonId }, body: { studentIds } })
}

export function useSaveLessonGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lessonId, studentIds }: { lessonId: string; studentIds: string[] }) => saveLessonGroup(lessonId, studentIds),
    onSuccess: () => invalidateTimetable(queryClient),
  })
}
