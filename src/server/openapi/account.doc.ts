import { changePasswordSchema, updatePreferencesSchema, updateProfileSchema } from '#shared/contracts/account'
import { meResponseSchema } from '#shared/contracts/auth'
import { noticeSettingsSchema } from '#shared/contracts/notice-settings'
import type { OperationDoc } from './operation'

export const accountDocs: OperationDoc[] = [
  {
    method: 'PATCH', url: '/api/account/profile', tag: 'account',
    summary: 'Change one’s own profile',
    description: 'Changes the signed-in user’s own name (and what else the profile holds) and answers who is signed in, as `GET /api/auth/me` does.',
    body: updateProfileSchema, response: meResponseSchema,
  },
  {
    method: 'POST', url: '/api/account/password', tag: 'account',
    summary: 'Change one’s own password',
    description: 'Replaces the signed-in user’s password, given the current one (or a one-time password they were given).',
    body: changePasswordSchema, status: 204,
  },
  {
    method: 'PATCH', url: '/api/account/preferences', tag: 'account',
    summary: 'Change one’s preferences',
    description: 'Theme, email notifications and language, any of them; answers who is signed in.',
    body: updatePreferencesSchema, response: meResponseSchema,
  },
  {
    method: 'GET', url: '/api/account/notice-settings', tag: 'account',
    summary: 'One’s notice settings',
    description: 'Which notices the signed-in adult receives, how, in which language and outside which quiet hours.',
    response: noticeSettingsSchema,
  },
  {
    method: 'PUT', url: '/api/account/notice-settings', tag: 'account',
    summary: 'Change one’s notice settings',
    description: 'Replaces the signed-in adult’s notice settings and answers them as saved.',
    body: noticeSettingsSchema, response: noticeSettingsSchema,
  },
]
