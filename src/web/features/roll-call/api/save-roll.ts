import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RollResponse, SaveRollRequest, saveRollResponseSchema } from '#shared/contracts/attendance'
import { api } from '#web/lib/api-client'
import { useMe } from '#web/lib/session'

type SaveRollResponse = z.infer<typeof saveRollResponseSchema>

export function saveRoll(body: SaveRollRequest): Promise<SaveRollResponse> {
  return api.put('/api/attendance/roll', { body })
}

/**
 * Saves the whole roll in one request (all rows or none). On success the cached roll
 * shows the saved statuses at once, then everything attendance-related is fetched again.
 */
export function useSaveRoll(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient()
  const { user } = useMe()
  return useMutation({
    mutationFn: saveRoll,
    onSuccess: (_result, request) => {
      const saved = new Map(request.entries.map((e) => [e.studentId, e]))
      const recordedAt = new Date().toISOString()
      queryClient.setQueryData<RollResponse>(queryKey, (roll) =>
        roll && {
          ...roll,
          rows: roll.rows.map((row) => {
            const entry = saved.get(row.student.id)
            if (!entry) return row
            const record = { status: entry.status, method: 'manual' as const, note: entry.note ?? null, recordedAt, recordedBy: { id: user.id, name: user.name } }
            return { ...row, record }
          }),
        },
      )
      void queryClient.invalidateQueries({ queryKey: ['attendance'] })
    },
  })
}
