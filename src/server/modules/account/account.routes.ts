import type { FastifyRequest } from 'fastify'
import { changePasswordSchema, updatePreferencesSchema, updateProfileSchema } from '#shared/contracts/account'
import { meResponseSchema } from '#shared/contracts/auth'
import { NOTICE_RECIPIENT_ROLES, noticeSettingsSchema } from '#shared/contracts/notice-settings'
import { route, routes } from '../../openapi/route'
import { roles, signedIn } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { presentMe } from '../auth'
import { findUserById } from '../users'
import { changePassword, updateNoticeSettings, updatePreferences, updateProfile } from './account.service'
import { findNoticeSettings } from '../notices'

/** The signed-in user's own account: any role may change its own profile and preferences. */
const ownAccount = signedIn()
/** One's own quiet hours and notice language: whoever the school sends messages to (never a student). */
const ownNoticeSettings = roles(NOTICE_RECIPIENT_ROLES)

const reloadMe = async (request: FastifyRequest, userId: string) => {
  const user = await findUserById(request.ctx.db, request.ctx.schoolId, userId)
  return presentMe(user!, request.school)
}

export const accountRoutes = routes([
  route({
    method: 'PATCH', url: '/api/account/profile', tag: 'account',
    summary: 'Change one’s own profile',
    description: 'Changes the signed-in user’s own name (and what else the profile holds) and answers who is signed in, as `GET /api/auth/me` does.',
    access: ownAccount,
    body: updateProfileSchema, response: meResponseSchema,
    // A student's name is kept by staff (account.policy.ts); another account may have the email.
    errors: { 403: ['name_kept_by_staff'], 409: ['email_taken'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      await updateProfile(request.ctx, user, input)
      return reloadMe(request, user.id)
    },
  }),
  // Open to a session with a one-time password too: choosing one's own is what it must do first.
  route({
    method: 'POST', url: '/api/account/password', tag: 'account',
    summary: 'Change one’s own password',
    description: 'Replaces the signed-in user’s password, given the current one (or a one-time password they were given).',
    access: signedIn({ beforeNewPassword: true }),
    // A wrong current password is a 400 `validation_failed` naming `currentPassword`.
    body: changePasswordSchema, status: 204,
    handler: async (request, reply, parsed) => {
      const auth = requireAuth(request)
      const input = parsed.body
      await changePassword(request.ctx, auth, input)
      return reply.status(204).send()
    },
  }),
  route({
    method: 'PATCH', url: '/api/account/preferences', tag: 'account',
    summary: 'Change one’s preferences',
    description: 'Theme, email notifications and language, any of them; answers who is signed in.',
    access: ownAccount,
    body: updatePreferencesSchema, response: meResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      await updatePreferences(request.ctx, user, input)
      return reloadMe(request, user.id)
    },
  }),
  route({
    method: 'GET', url: '/api/account/notice-settings', tag: 'account',
    summary: 'One’s notice settings',
    description: 'Which notices the signed-in adult receives, how, in which language and outside which quiet hours.',
    access: ownNoticeSettings,
    response: noticeSettingsSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      return findNoticeSettings(request.ctx.db, request.ctx.schoolId, user.id)
    },
  }),
  route({
    method: 'PUT', url: '/api/account/notice-settings', tag: 'account',
    summary: 'Change one’s notice settings',
    description: 'Replaces the signed-in adult’s notice settings and answers them as saved.',
    access: ownNoticeSettings,
    body: noticeSettingsSchema, response: noticeSettingsSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      await updateNoticeSettings(request.ctx, user, input)
      return findNoticeSettings(request.ctx.db, request.ctx.schoolId, user.id)
    },
  }),
])
