import {
  absenceRequestListQuerySchema,
  absenceRequestListSchema,
  absenceRequestSchema,
  ATTACHMENT_TYPES,
  attachmentQuerySchema,
  attachmentSchema,
  createAbsenceRequestSchema,
  decideAbsenceRequestSchema,
  requestWindowSchema,
} from '#shared/contracts/absence-requests'
import { idParams, type OperationDoc } from './operation'

export const requestsDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/absence-requests', tag: 'requests',
    summary: 'Ask for an absence',
    description: 'A parent (for a linked child) or a student asks for sick or permission days within the request window.',
    body: createAbsenceRequestSchema, response: absenceRequestSchema, status: 201,
  },
  {
    method: 'GET', url: '/api/absence-requests/window', tag: 'requests',
    summary: 'Which days may be asked for',
    description: 'The first and last day a request may name, and the day the form suggests.',
    response: requestWindowSchema,
  },
  {
    method: 'GET', url: '/api/absence-requests', tag: 'requests',
    summary: 'List absence requests',
    description: 'The requests the caller may see: a family’s own, a homeroom teacher’s class’s, or the whole school’s for the headmaster; by state.',
    query: absenceRequestListQuerySchema, response: absenceRequestListSchema,
  },
  {
    method: 'POST', url: '/api/absence-requests/:id/decision', tag: 'requests',
    summary: 'Approve or reject a request',
    description: 'Approving records the days asked for; either way the family is told.',
    params: idParams, body: decideAbsenceRequestSchema, response: absenceRequestSchema,
  },
  {
    method: 'POST', url: '/api/absence-requests/:id/withdraw', tag: 'requests',
    summary: 'Withdraw a request',
    description: 'The family withdraws a request not yet decided.',
    params: idParams, response: absenceRequestSchema,
  },
  {
    method: 'POST', url: '/api/absence-requests/:id/cancel', tag: 'requests',
    summary: 'Cancel an approved request',
    description: 'Cancels an approved request; the days it recorded are taken back (ADR 023).',
    params: idParams, response: absenceRequestSchema,
  },
  {
    method: 'PUT', url: '/api/absence-requests/:id/attachment', tag: 'requests',
    summary: 'Attach a file to a request',
    description: 'A doctor’s note or a letter (JPEG, PNG or PDF, up to 2 MB) as the body; what it is comes from its bytes.',
    params: idParams, query: attachmentQuerySchema,
    upload: { types: ATTACHMENT_TYPES, description: 'The file itself.' },
    response: attachmentSchema,
  },
  {
    method: 'GET', url: '/api/absence-requests/:id/attachment', tag: 'requests',
    summary: 'Download a request’s attachment',
    description: 'The attached file, always as a download.',
    params: idParams, file: ATTACHMENT_TYPES,
  },
]
