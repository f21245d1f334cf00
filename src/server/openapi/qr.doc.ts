import { cardReplacedResponseSchema, classCardsResponseSchema } from '#shared/contracts/cards'
import { offlineSyncRequestSchema, offlineSyncResponseSchema, scanRosterSchema } from '#shared/contracts/offline-scans'
import { qrCodeResponseSchema, qrPublicKeySchema, scanRequestSchema, scanResponseSchema } from '#shared/contracts/qr'
import { idParams, type OperationDoc } from './operation'

export const qrDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/qr/codes', tag: 'qr',
    summary: 'A student’s check-in code',
    description: 'Makes a short-lived signed code for the signed-in student to show at the gate.',
    response: qrCodeResponseSchema,
  },
  {
    method: 'GET', url: '/api/qr/public-key', tag: 'qr',
    summary: 'The key codes are signed with',
    description: 'The school’s Ed25519 public key, so a scanner can check codes without the network.',
    response: qrPublicKeySchema,
  },
  {
    method: 'POST', url: '/api/qr/scan', tag: 'qr',
    summary: 'Scan a code',
    description: 'Records an arrival (or, later in the day, a departure) from a student’s code or card.',
    body: scanRequestSchema, response: scanResponseSchema,
  },
  {
    method: 'GET', url: '/api/qr/roster', tag: 'qr',
    summary: 'The roster for offline scanning',
    description: 'What a scanner keeps to check codes while offline: students, replaced cards, and who was recorded or left today (ADR 027).',
    response: scanRosterSchema,
  },
  {
    method: 'POST', url: '/api/qr/sync', tag: 'qr',
    summary: 'Send scans made offline',
    description: 'Records the scans a device queued while offline, each answered on its own (recorded, already recorded, refused and why).',
    body: offlineSyncRequestSchema, response: offlineSyncResponseSchema,
  },
  {
    method: 'POST', url: '/api/classes/:id/cards', tag: 'qr',
    summary: 'A class’s cards',
    description: 'The cards in use for a class’s students, making one for each student who has none, to print.',
    params: idParams, response: classCardsResponseSchema,
  },
  {
    method: 'POST', url: '/api/students/:id/card', tag: 'qr',
    summary: 'Replace a student’s card',
    description: 'Makes a new card for a student; the old card no longer scans.',
    params: idParams, response: cardReplacedResponseSchema, status: 201,
  },
]
