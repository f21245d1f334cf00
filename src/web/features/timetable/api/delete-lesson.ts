import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import { invalidateTimetable } from './timetable-query'

export function deleteLesson(id: string): Promise<unknown> {
  return api.delete('/api/timetable/lessons/{id}', { path: { id } })
}

export function useDeleteLesson() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteLesson, onSuccess: () => invalidateTimetable(queryClient) })
}
