import { useMutation } from '@tanstack/react-query'
import type { ClassCardsResponse } from '#shared/contracts/cards'
import { api } from '#web/lib/api-client'

/** The class's cards in use, a new one made for each student who had none (ADR 027). */
export function printClassCards(classId: string): Promise<ClassCardsResponse> {
  return api.post('/api/classes/{id}/cards', { path: { id: classId } })
}

export function usePrintClassCards() {
  return useMutation({ mutationFn: printClassCards })
}
