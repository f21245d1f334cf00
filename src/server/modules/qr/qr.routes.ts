import type { FastifyInstance } from 'fastify'
import { type QrCodeResponse, type ScanResponse, scanRequestSchema } from '#shared/contracts/qr'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'
import { parseInput } from '../../lib/validate'
import { requireAuth, requirePermission } from '../auth/auth.plugin'
import { issueCode, scanCode } from './qr.service'

export async function qrRoutes(app: FastifyInstance) {
  app.post('/api/qr/codes', async (request): Promise<QrCodeResponse> => {
    const { user } = requireAuth(request)
    if (user.role !== 'student') throw new AppError(403, 'forbidden', translate('errors.notAStudent'))
    return issueCode(app.ctx, request.school, user.id)
  })

  app.post('/api/qr/scan', async (request): Promise<ScanResponse> => {
    const { user } = requirePermission(request, 'canTakeAttendance')
    const { code } = parseInput(scanRequestSchema, request.body)
    return scanCode(app.ctx, request.school, user.id, code)
  })
}
