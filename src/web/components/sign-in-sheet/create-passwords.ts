import { useMutation } from '@tanstack/react-query'
import type {
  CreateStudentPasswordsRequest,
  CreateStudentPasswordsResponse,
  CreateTeacherPasswordsResponse,
} from '#shared/contracts/passwords'
import { api } from '#web/lib/api-client'
import type { SignInSheet } from './sheet-store'

export type CreatePasswordsRequest = { kind: 'students'; body: CreateStudentPasswordsRequest } | { kind: 'teachers' }

/** One-time passwords for everyone without one: the answer is the only time they are seen. */
export async function createPasswords(request: CreatePasswordsRequest): Promise<SignInSheet> {
  if (request.kind === 'students') {
    const { students }: CreateStudentPasswordsResponse = await api.post('/api/students/passwords', { body: request.body })
    return { kind: 'students', slips: students }
  }
  const { teachers }: CreateTeacherPasswordsResponse = await api.post('/api/teachers/passwords', { body: {} })
  return { kind: 'teachers', slips: teachers }
}

export function useCreatePasswords() {
  return useMutation({ mutationFn: createPasswords })
}
