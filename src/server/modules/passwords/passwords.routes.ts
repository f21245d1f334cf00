import {
  createStudentPasswordsResponseSchema,
  createStudentPasswordsSchema,
} from '#shared/contracts/passwords'
import { route, routes } from '../../openapi/route'
import { createStudentPasswords } from './one-time-passwords.service'
import { permission } from '../../security/access'

/**
 * "Create passwords": one-time passwords for every student without one, for a printed sign-in sheet (shown once).
 * The teachers' own is declared beside the teachers' routes.
 */
export const passwordsRoutes = routes([
  route({
    method: 'POST', url: '/api/students/passwords', tag: 'students',
    summary: 'One-time passwords for many students',
    description: 'Makes one-time passwords for the chosen students (or a class) and answers their sign-in slips, once.',
    access: permission('canEditStudent'),
    body: createStudentPasswordsSchema, response: createStudentPasswordsResponseSchema,
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createStudentPasswords(request.ctx, input)
      reply.header('cache-control', 'no-store')
      return created
    },
  }),
])
