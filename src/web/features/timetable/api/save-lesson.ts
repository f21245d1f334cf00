import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Lesson, LessonFormRequest } from '#shared/contracts/timetable'
import { api } from '#web/lib/api-client'
import { invalidateTimetable } from './timetable-query'

/** 409 `lesson_slot_taken` on `period`, `teacher_busy` on `teacherId`; 400 on `period` when the weekday has no such period. */
export function createLesson(body: LessonFormRequest): Promise<Lesson> {
  return api.post('/api/timetable/lessons', { body })
}

export function updateLesson(id: string, body: LessonFormRequest): Promise<Lesson> {
  return api.patch('/api/timetable/lessons/{id}', { path: { id }, body })
}

/** Adds a lesson (no id) or changes one (its id). */
export function useSaveLesson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LessonFormRequest }) => (id ? updateLesson(id, body) : createLesson(body)),
    onSuccess: () => invalidateTimetable(queryClient),
  })
}
