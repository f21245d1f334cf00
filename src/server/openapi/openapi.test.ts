import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'
import { buildOpenApiDocument } from './document'

/** The API's routes: the web app's own files and pages (`config.file`, or not under /api/) are not its business. */
const apiRoutes = (t: TestApp) => t.app.routeTable.filter((r) => r.url.startsWith('/api/'))
/** Redocly's lint with its recommended ruleset: each error as `rule at pointer: message` (warnings do not fail). */
async function lintErrors(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config })
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)
}
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`

describe.each(TEST_DATABASES)('the OpenAPI description (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false })
  })
  afterAll(() => t.close())

  it('describes every API route the app serves, each from its declaration beside its handler (route.ts)', () => {
    const undeclared = apiRoutes(t).filter((r) => !r.declared).map(key).sort()
    expect(undeclared, 'API routes registered without route() (src/server/openapi/route.ts)').toEqual([])
    const document = buildOpenApiDocument(t.app.routeTable)
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`))
    expect(described.sort()).toEqual(apiRoutes(t).map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`).sort())
  })

  it('is a valid OpenAPI 3.1 document: Redocly’s recommended rules find no error', async () => {
    const document = buildOpenApiDocument(t.app.routeTable)
    expect(await lintErrors(document)).toEqual([])
    // The same linter on a broken copy (a path parameter left undeclared) does find one: the check is real.
    const broken = structuredClone(document)
    delete broken.paths!['/api/students/{id}']!.get!.parameters
    expect(await lintErrors(broken)).toEqual([expect.stringContaining('path-parameters-defined')])
  })

  it('is valid to swagger-parser too, which dereferences and checks it against the OpenAPI 3.1 schema', async () => {
    const document = buildOpenApiDocument(t.app.routeTable)
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    // A response without its description is refused: the check is real.
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>> }
    delete broken.paths['/api/qr/scan']!.post!.responses['409']!.description
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow()
  })

  it('is served at GET /api/openapi.json to anyone, with each route’s access as the server enforces it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { 'x-access': string; 'x-roles': string[]; security: unknown[] }>> }>()
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    const day = document.paths['/api/attendance/day']!.get!
    expect(day['x-access']).toBe('canViewStudent; token: attendance:read')
    expect(day['x-roles']).toEqual(['headmaster', 'homeroom_teacher', 'subject_teacher'])
    expect(day.security).toEqual([{ sessionCookie: [] }, { bearerAuth: ['attendance:read'] }])
    expect(document.paths['/api/tokens']!.get!.security).toEqual([{ sessionCookie: [] }])
    expect(document.paths['/api/auth/login']!.post!.security).toEqual([])
    // A district route: the district's own cookie or a district token of its scope, and no school role.
    const schools = document.paths['/api/district/schools']!.get!
    expect(schools.security).toEqual([{ districtCookie: [] }, { districtBearer: ['reports:read'] }])
    expect(document.paths['/api/district/tokens']!.get!.security).toEqual([{ districtCookie: [] }])
    expect(schools['x-access']).toBe('district; token: reports:read')
    expect(schools['x-roles']).toEqual([])
    expect(document.paths['/api/students/{id}']!.patch!['x-roles']).toEqual(['headmaster', 'homeroom_teacher'])
  })

  it('lists every answer a route declares, each status with its codes: the scan’s 409s among them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, { description: string; content?: Record<string, { schema: { properties: { code: { enum: string[] } } } }> }> }>> }>()
    const scan = document.paths['/api/qr/scan']!.post!.responses
    const codesOf = (status: string) => scan[status]!.content!['application/json']!.schema.properties.code.enum
    expect(codesOf('409')).toEqual(expect.arrayContaining(['confirm_card', 'already_departed', 'already_checked_in', 'code_used']))
    expect(codesOf('429')).toEqual(['short_code_throttled'])
    expect(scan['409']!.description).toContain('`confirm_card`: A card, not a phone code')
    const codes = (path: string, method: string, status: string) =>
      document.paths[path]![method]!.responses[status]!.content!['application/json']!.schema.properties.code.enum
    // Signing in: a wrong password, and too many tries.
    expect(codes('/api/auth/login', 'post', '401')).toContain('invalid_credentials')
    expect(codes('/api/auth/login', 'post', '429')).toEqual(['rate_limited'])
    // A photo too large.
    expect(codes('/api/students/{id}/photo', 'put', '413')).toContain('photo_too_large')
    // Every signed-in route may answer 401 and 403; a public one 401 only to a token that is not valid.
    expect(codesOf('401')).toEqual(['unauthenticated', 'invalid_token'])
    expect(document.paths['/api/openapi.json']!.get!.responses['401']!.content!['application/json']!.schema.properties.code.enum).toEqual(['invalid_token'])
  })
})
