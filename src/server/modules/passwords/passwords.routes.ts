import type { FastifyInstance } from 'fastify'
import {
  type CreateStudentPasswordsResponse,
  createStudentPasswordsSchema,
  type CreateTeacherPasswordsResponse,
  createTeacherPasswordsSchema,
} from '#shared/contracts/passwords'
import { parseInput } from '../../lib/validate'
import { createStudentPasswords, createTeacherPasswords } from './one-time-passwords.service'
import { permission } from '../../security/access'

/** "Create passwords": one-time passwords for everyone without one, for a printed sign-in sheet (shown once). */
export async function passwordsRoutes(app: FastifyInstance) {
  app.post('/api/students/passwords', { config: { access: permission('canEditStudent') } }, async (request, reply): Promise<CreateStudentPasswordsResponse> => {
    const input = parseInput(createStudentPasswordsSchema, request.body ?? {})
    const created = await createStudentPasswords(request.ctx, input)
    reply.header('cache-control', 'no-store')
    return created
  })

  app.post('/api/teachers/passwords', { config: { access: permission('canEditTeacher') } }, async (request, reply): Promise<CreateTeacherPasswordsResponse> => {
    parseInput(createTeacherPasswordsSchema, request.body ?? {})
    const created = await createTeacherPasswords(request.ctx)
    reply.header('cache-control', 'no-store')
    return created
  })
}
