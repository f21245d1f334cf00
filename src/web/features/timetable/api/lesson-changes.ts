import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LessonChange, LessonChangeRequest, LessonChangesResponse } from '#shared/contracts/timetable'
import { api } from '#web/lib/api-client'
import { timetableQueryKey } from './timetable-query'

/** Under the timetable's root: a lesson changed or removed reads them again too. */
const changesKey = (from: string, to: string) => [...timetableQueryKey, 'changes', from, to] as const

export function getLessonChanges(from: string, to: string): Promise<LessonChangesResponse> {
  return api.get('/api/timetable/changes', { query: { from, to } })
}

/** The lessons cancelled or given to a substitute from `from` to `to`. */
export function useLessonChanges(from: string, to: string) {
  return useQuery({ queryKey: changesKey(from, to), queryFn: () => getLessonChanges(from, to), staleTime: 10_000 })
}

/** 400 on `date` when the date is not one of the lesson's; 409 `teacher_busy` (on `teacherId`) when the substitute teaches then. */
export function setLessonChange(lessonId: string, date: string, body: LessonChangeRequest): Promise<LessonChange> {
  return api.put('/api/timetable/lessons/{id}/dates/{date}', { path: { id: lessonId, date }, body })
}

export function clearLessonChange(lessonId: string, date: string): Promise<unknown> {
  return api.delete('/api/timetable/lessons/{id}/dates/{date}', { path: { id: lessonId, date } })
}

const invalidateChanges = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: [...timetableQueryKey, 'changes'] })

export function useSetLessonChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lessonId, date, body }: { lessonId: string; date: string; body: LessonChangeRequest }) => setLessonChange(lessonId, date, body),
    onSuccess: () => invalidateChanges(queryClient),
  })
}

export function useClearLessonChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lessonId, date }: { lessonId: string; date: string }) => clearLessonChange(lessonId, date),
    onSuccess: () => invalidateChanges(queryClient),
  })
}
