import type { FastifyInstance, FastifyRequest } from 'fastify'
import { changePasswordSchema, updatePreferencesSchema, updateProfileSchema } from '#shared/contracts/account'
import { NOTICE_RECIPIENT_ROLES, noticeSettingsSchema, type NoticeSettings } from '#shared/contracts/notice-settings'
import { parseInput } from '../../lib/validate'
import { roles, signedIn } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
import { presentMe } from '../auth/present-me'
import { findUserById } from '../users/users.queries'
import { changePassword, updateNoticeSettings, updatePreferences, updateProfile } from './account.service'
import { findNoticeSettings } from './notice-settings.queries'

/** The signed-in user's own account: any role may change its own profile and preferences. */
const ownAccount = { config: { access: signedIn() } }
/** One's own quiet hours and notice language: whoever the school sends messages to (never a student). */
const ownNoticeSettings = { config: { access: roles(NOTICE_RECIPIENT_ROLES) } }

export async function accountRoutes(app: FastifyInstance) {
  const reloadMe = async (request: FastifyRequest, userId: string) => {
    const user = await findUserById(request.ctx.db, request.ctx.schoolId, userId)
    return presentMe(user!, request.school)
  }

  app.patch('/api/account/profile', ownAccount, async (request) => {
    const { user } = requireAuth(request)
    const input = parseInput(updateProfileSchema, request.body)
    await updateProfile(request.ctx, user, input)
    return reloadMe(request, user.id)
  })

  // Open to a session with a one-time password too: choosing one's own is what it must do first.
  app.post('/api/account/password', { config: { access: signedIn({ beforeNewPassword: true }) } }, async (request, reply) => {
    const auth = requireAuth(request)
    const input = parseInput(changePasswordSchema, request.body)
    await changePassword(request.ctx, auth, input)
    return reply.status(204).send()
  })

  app.patch('/api/account/preferences', ownAccount, async (request) => {
    const { user } = requireAuth(request)
    const input = parseInput(updatePreferencesSchema, request.body)
    await updatePreferences(request.ctx, user, input)
    return reloadMe(request, user.id)
  })

  app.get('/api/account/notice-settings', ownNoticeSettings, async (request): Promise<NoticeSettings> => {
    const { user } = requireAuth(request)
    return findNoticeSettings(request.ctx.db, request.ctx.schoolId, user.id)
  })

  app.put('/api/account/notice-settings', ownNoticeSettings, async (request): Promise<NoticeSettings> => {
    const { user } = requireAuth(request)
    const input = parseInput(noticeSettingsSchema, request.body)
    await updateNoticeSettings(request.ctx, user, input)
    return findNoticeSettings(request.ctx.db, request.ctx.schoolId, user.id)
  })
}
