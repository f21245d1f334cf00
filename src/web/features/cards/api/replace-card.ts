import { useMutation } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'

/** A new card for a student: the old card stops working at once (ADR 027). */
export function replaceCard(studentId: string): Promise<{ issuedAt: string }> {
  return api.post('/api/students/{id}/card', { path: { id: studentId } })
}

export function useReplaceCard() {
  return useMutation({ mutationFn: replaceCard })
}
