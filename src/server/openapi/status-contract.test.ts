import Fastify from 'fastify'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../errors'
import { recordRoutes } from '../plugins/route-table'
import { errorHandler } from '../plugins/error-handler'
import { everyone } from '../security/access'
import { route, routes } from './route'
import { refuseUndeclaredAnswers } from './status-contract'

/** A route that answers what the query asks, declared to answer only some of it. */
const probe = route({
  method: 'GET', url: '/api/probe', tag: 'reference',
  summary: 'A probe', description: 'Answers what it is asked to.',
  access: everyone,
  query: z.object({ answer: z.string() }),
  response: z.object({ ok: z.literal(true) }),
  errors: { 409: ['code_used'] },
  handler: async (request) => {
    const { answer } = request.query as { answer: string }
    if (answer === 'declared') throw new AppError(409, 'code_used', 'Used')
    if (answer === 'other-code') throw new AppError(409, 'confirm_card', 'Confirm')
    if (answer === 'other-status') throw new AppError(429, 'qr_throttled', 'Wait')
    if (answer === 'wrong-shape') return { ok: 'yes' } as never
    return { ok: true as const }
  },
})

describe('answers a route does not declare (status-contract.ts)', () => {
  const app = Fastify()
  beforeAll(async () => {
    recordRoutes(app)
    refuseUndeclaredAnswers(app)
    await app.register(errorHandler)
    await app.register(routes([probe]))
    await app.ready()
  })
  afterAll(() => app.close())
  const ask = (answer: string) => app.inject({ method: 'GET', url: `/api/probe?answer=${answer}` })

  it('lets a declared success and a declared error through as they are', async () => {
    expect((await ask('ok')).json()).toEqual({ ok: true })
    const refused = await ask('declared')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'code_used' })
  })

  it('turns an undeclared status, an undeclared code or a success of another shape into a 500 that names the route', async () => {
    for (const [answer, says] of [
      ['other-status', 'answered 429 qr_throttled, which its declaration does not list'],
      ['other-code', 'answered 409 confirm_card, which its declaration does not list'],
      ['wrong-shape', 'answered 200 with a body not of its declared response: ok:'],
    ] as const) {
      const response = await ask(answer)
      expect(response.statusCode, answer).toBe(500)
      expect(response.json().error, answer).toContain(`GET /api/probe ${says}`)
    }
  })
})
