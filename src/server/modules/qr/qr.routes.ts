import type { FastifyInstance } from 'fastify'
import { type QrCodeResponse, type QrPublicKey, type ScanResponse, scanRequestSchema } from '#shared/contracts/qr'
import { offlineSyncRequestSchema, type OfflineSyncResponse, type ScanRoster } from '#shared/contracts/offline-scans'
import { parseInput } from '../../lib/validate'
import { requireAuth } from '../auth/auth.plugin'
import { issueCode, scanCode } from './qr.service'
import { qrKeysFrom } from './qr-token'
import { syncOfflineScans } from './offline-sync'
import { scanRoster } from './scan-roster'
import { permission, roles } from '../../security/access'

export async function qrRoutes(app: FastifyInstance) {
  // A student's own code; staff asking for one are told codes are for students.
  app.post('/api/qr/codes', { config: { access: roles(['student'], { refusal: 'errors.notAStudent' }) } }, async (request): Promise<QrCodeResponse> => {
    const { user } = requireAuth(request)
    return issueCode(request.ctx, request.school, user.id)
  })

  // The key a scanner device checks codes with while the network is gone (the gate, issue 20).
  app.get('/api/qr/public-key', { config: { access: permission('canTakeAttendance') } }, async (): Promise<QrPublicKey> => {
    return { algorithm: 'Ed25519', publicKey: qrKeysFrom(app.ctx.secrets.qr).publicKeyRaw }
  })

  app.post('/api/qr/scan', { config: { access: permission('canTakeAttendance') } }, async (request): Promise<ScanResponse> => {
    const { user } = requireAuth(request)
    const { code, confirmed } = parseInput(scanRequestSchema, request.body)
    return scanCode(request.ctx, request.school, user.id, code, confirmed ?? false)
  })

  // The gate with no network (ADR 027): the roster a device keeps, and the scans it queued.
  app.get('/api/qr/roster', { config: { access: permission('canTakeAttendance') } }, async (request): Promise<ScanRoster> => {
    return scanRoster(request.ctx, request.school)
  })

  // 2,000 scans of ~300 bytes each, with room to spare.
  app.post('/api/qr/sync', { bodyLimit: 2 * 1024 * 1024, config: { access: permission('canTakeAttendance') } }, async (request): Promise<OfflineSyncResponse> => {
    const { user } = requireAuth(request)
    return syncOfflineScans(request.ctx, request.school, user.id, parseInput(offlineSyncRequestSchema, request.body))
  })
}
