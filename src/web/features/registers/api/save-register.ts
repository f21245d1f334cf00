import type { RegisterResponse, SaveRegisterRequest } from '#shared/contracts/registers'
import { api } from '#web/lib/api-client'

/** Takes or corrects a register in one request (the marks named; every student the first time). */
export function saveRegister(lessonId: string, body: SaveRegisterRequest): Promise<RegisterResponse> {
  return api.put('/api/lessons/{id}/register', { path: { id: lessonId }, body })
}
