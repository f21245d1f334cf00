import { classCardsResponseSchema, cardReplacedResponseSchema } from '#shared/contracts/cards'
import { offlineSyncRequestSchema, offlineSyncResponseSchema, scanRosterSchema } from '#shared/contracts/offline-scans'
import { qrCodeResponseSchema, qrPublicKeySchema, scanRequestSchema, scanResponseSchema } from '#shared/contracts/qr'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission, roles } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { classCards, replaceCard } from './cards.service'
import { syncOfflineScans } from './offline-sync'
import { issueCode, scanCode } from './qr.service'
import { qrKeysFrom } from './qr-token'
import { scanRoster } from './scan-roster'

/** Students' codes, the scans of codes and cards, the gate with no network (ADR 027), and printed cards. */
export const qrRoutes = routes([
  route({
    method: 'POST', url: '/api/qr/codes', tag: 'qr',
    summary: 'A student’s check-in code',
    description: 'Makes a short-lived signed code for the signed-in student to show at the gate.',
    // Staff asking for one are told codes are for students.
    access: roles(['student'], { refusal: 'errors.notAStudent' }),
    response: qrCodeResponseSchema,
    // No code on a day off, nor once the student is recorded (or has left) for today.
    errors: { 400: ['not_school_day'], 409: ['already_checked_in', 'already_departed'], 429: ['qr_throttled'] },
    handler: async (request) => {
      const { user } = requireAuth(request)
      return issueCode(request.ctx, request.school, user.id)
    },
  }),
  route({
    method: 'GET', url: '/api/qr/public-key', tag: 'qr',
    summary: 'The key codes are signed with',
    description: 'The school’s Ed25519 public key, so a scanner can check codes without the network.',
    access: permission('canTakeAttendance'),
    response: qrPublicKeySchema,
    handler: async (request) => ({ algorithm: 'Ed25519' as const, publicKey: qrKeysFrom(request.server.ctx.secrets.qr).publicKeyRaw }),
  }),
  route({
    method: 'POST', url: '/api/qr/scan', tag: 'qr',
    summary: 'Scan a code',
    description: 'Records an arrival (or, later in the day, a departure) from a student’s code or card.',
    access: permission('canTakeAttendance'),
    body: scanRequestSchema, response: scanResponseSchema,
    errors: {
      400: ['code_invalid', 'code_expired', 'card_replaced', 'not_school_day'],
      409: ['code_used', 'already_checked_in', 'already_departed', 'confirm_card'],
      429: ['short_code_throttled'],
    },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const { code, confirmed } = parsed.body
      return scanCode(request.ctx, request.school, user.id, code, confirmed ?? false)
    },
  }),
  route({
    method: 'GET', url: '/api/qr/roster', tag: 'qr',
    summary: 'The roster for offline scanning',
    description: 'What a scanner keeps to check codes while offline: students, replaced cards, and who was recorded or left today (ADR 027).',
    access: permission('canTakeAttendance'),
    response: scanRosterSchema,
    handler: async (request) => scanRoster(request.ctx, request.school),
  }),
  route({
    method: 'POST', url: '/api/qr/sync', tag: 'qr',
    summary: 'Send scans made offline',
    description: 'Records the scans a device queued while offline, each answered on its own (recorded, already recorded, refused and why).',
    access: permission('canTakeAttendance'),
    body: offlineSyncRequestSchema, response: offlineSyncResponseSchema,
    // 2,000 scans of ~300 bytes each, with room to spare.
    fastify: { bodyLimit: 2 * 1024 * 1024 },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      return syncOfflineScans(request.ctx, request.school, user.id, parsed.body)
    },
  }),
  // Cards for students without a phone (ADR 027): printed by those who may edit students.
  route({
    method: 'POST', url: '/api/classes/:id/cards', tag: 'qr',
    summary: 'A class’s cards',
    description: 'The cards in use for a class’s students, making one for each student who has none, to print.',
    access: permission('canEditStudent'),
    params: idParams, response: classCardsResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      return classCards(request.ctx, request.school, request.params.id, user.id)
    },
  }),
  route({
    method: 'POST', url: '/api/students/:id/card', tag: 'qr',
    summary: 'Replace a student’s card',
    description: 'Makes a new card for a student; the old card no longer scans.',
    access: permission('canEditStudent'),
    params: idParams, response: cardReplacedResponseSchema, status: 201,
    handler: async (request, reply) => {
      const { user } = requireAuth(request)
      const card = await replaceCard(request.ctx, request.params.id, user.id)
      reply.status(201)
      return card
    },
  }),
])
