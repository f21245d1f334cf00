import type { FastifyInstance } from 'fastify'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { forbidden } from '../../errors'
import { requireAuth } from '../auth/auth.plugin'
import { loadStudentProfile } from './student-profile'

export async function studentRoutes(app: FastifyInstance) {
  // A student's own profile; staff read students through the management API.
  app.get('/api/student/profile', async (request): Promise<StudentProfileResponse> => {
    const { user } = requireAuth(request)
    if (user.role !== 'student') throw forbidden()
    return loadStudentProfile(app.ctx, request.school, user.id)
  })
}
