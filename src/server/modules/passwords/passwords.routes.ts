import type { FastifyInstance } from 'fastify'
import {
  type CreateStudentPasswordsResponse,
  createStudentPasswordsSchema,
  type CreateTeacherPasswordsResponse,
  createTeacherPasswordsSchema,
} from '#shared/contracts/passwords'
import { parseInput } from '../../lib/validate'
import { requirePermission } from '../auth/auth.plugin'
import { createStudentPasswords, createTeacherPasswords } from './one-time-passwords.service'

/** "Create passwords": one-time passwords for everyone without one, for a printed sign-in sheet (shown once). */
export async function passwordsRoutes(app: FastifyInstance) {
  app.post('/api/students/passwords', async (request, reply): Promise<CreateStudentPasswordsResponse> => {
    requirePermission(request, 'canEditStudent')
    const input = parseInput(createStudentPasswordsSchema, request.body ?? {})
    const created = await createStudentPasswords(app.ctx, input)
    reply.header('cache-control', 'no-store')
    return created
  })

  app.post('/api/teachers/passwords', async (request, reply): Promise<CreateTeacherPasswordsResponse> => {
    requirePermission(request, 'canEditTeacher')
    parseInput(createTeacherPasswordsSchema, request.body ?? {})
    const created = await createTeacherPasswords(app.ctx)
    reply.header('cache-control', 'no-store')
    return created
  })
}
