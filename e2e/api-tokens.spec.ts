import path from 'node:path'
import { expect as baseExpect, type APIResponse, type Page, request as playwrightRequest, test as base } from '@playwright/test'
import { runCli } from '../src/server/test/cli-process'
import { startServerProcess } from '../src/server/test/server-process'
import { createThrowawayDatabase } from '../src/server/test/throwaway-database'
import { signInFromDemoBox } from './support/session'

/*
 * API tokens (ADR 036), as people make them and programs use them: a headmaster in Settings → API tokens and a
 * district user on /district each create a token, see its secret once, hand it to a program (here a request
 * with no cookie) that reads with it, then revoke it, and the program is refused. A server of its own on a
 * throwaway demo database, so that no other journey sees these tokens or the district user.
 */
const USER = { name: 'Siti Rahma', email: 'siti@dinas.example', password: 'district-password' }

const test = base.extend<{ tokenServer: string }>({
  // eslint-disable-next-line no-empty-pattern
  tokenServer: async ({}, use, testInfo) => {
    const database = await createThrowawayDatabase('sqlite')
    const server = await startServerProcess(
      { DATABASE_URL: database.url, DEMO: '1', WEB_DIST: path.resolve('dist', 'web'), LOG_LEVEL: 'warn' },
      { healthTimeoutMs: 120_000 },
    )
    try {
      const made = await runCli('src/server/modules/district/create-district-user-cli.ts', ['--name', USER.name, '--email', USER.email], {
        DATABASE_URL: database.url,
        ROLLCALL_ADMIN_PASSWORD: USER.password,
      })
      if (made.code !== 0) throw new Error(`district:create failed: ${made.stderr}`)
      await use(server.base)
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.output() })
      await server.stop()
      await database.drop()
    }
  },
  baseURL: async ({ tokenServer }, use) => use(tokenServer),
})
const expect = baseExpect.configure({ timeout: 20_000 })

/** What another system does with a secret: a plain request with `Authorization: Bearer`, no cookie, no Origin. */
async function asProgram(base: string, secret: string, url: string): Promise<{ status: number; body: string }> {
  const program = await playwrightRequest.newContext({ baseURL: base })
  try {
    const response: APIResponse = await program.get(url, { headers: { authorization: `Bearer ${secret}` } })
    return { status: response.status(), body: await response.text() }
  } finally {
    await program.dispose()
  }
}

/** Creates a token in a tokens section and answers the secret it shows (once). */
async function createToken(page: Page, section: ReturnType<Page['getByRole']>, name: string, scope: string): Promise<string> {
  await section.getByLabel('Name').fill(name)
  await section.getByLabel(scope).check()
  await section.getByRole('button', { name: 'Create token' }).click()
  const shown = section.getByTestId('api-token-secret')
  await expect(shown).toBeVisible()
  const secret = (await shown.textContent())!.trim()
  await expect(section.getByRole('note')).toContainText('shown only this once')
  await section.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toHaveCount(0)
  expect(await page.content()).not.toContain(secret)
  return secret
}

async function revoke(section: ReturnType<Page['getByRole']>, name: string) {
  const row = section.getByRole('listitem').filter({ hasText: name })
  await row.getByRole('button', { name: 'Revoke', exact: true }).click()
  await row.getByRole('button', { name: 'Revoke now' }).click()
  await expect(row).toContainText('Revoked')
  await expect(row.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(0)
}

test('a headmaster creates a token in Settings, sees it once, a program reads attendance with it, and after revoking it is refused', async ({ page, tokenServer }) => {
  await signInFromDemoBox(page, 'headmaster')
  await page.goto('/settings#api-tokens')
  const section = page.getByRole('region', { name: 'API tokens' })
  await expect(section).toBeVisible()
  await expect(section.getByLabel('Sync the roster (students and teachers)')).toBeVisible()

  const secret = await createToken(page, section, 'District SIS', 'Read attendance (day sheet and history)')
  expect(secret).toMatch(/^rollcall_[\w-]{43}$/)

  const day = await asProgram(tokenServer, secret, '/api/attendance/day')
  expect(day.status).toBe(200)
  expect(JSON.parse(day.body)).toHaveProperty('rows')
  const report = await asProgram(tokenServer, secret, '/api/reports/day')
  expect(report.status).toBe(403)
  expect(JSON.parse(report.body)).toMatchObject({ code: 'token_scope_missing' })
  const district = await asProgram(tokenServer, secret, '/api/district/schools')
  expect(district.status).not.toBe(200)

  // Seen again later: listed with its use, never its secret.
  await page.reload()
  const row = section.getByRole('listitem').filter({ hasText: 'District SIS' })
  await expect(row).toContainText('last used')
  expect(await page.content()).not.toContain(secret)

  await revoke(section, 'District SIS')
  const after = await asProgram(tokenServer, secret, '/api/attendance/day')
  expect(after.status).toBe(401)
  expect(JSON.parse(after.body)).toMatchObject({ code: 'invalid_token' })
})

test('a district user creates a read-only token on /district, a program reads every school with it but no school route, and after revoking it is refused', async ({ page, tokenServer }) => {
  await page.goto('/district')
  await page.getByLabel('Email').fill(USER.email)
  await page.getByLabel('Password').fill(USER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Schools', level: 1 })).toBeVisible()

  const section = page.getByRole('region', { name: 'API tokens' })
  await expect(section).toBeVisible()
  await expect(section.getByRole('checkbox')).toHaveCount(2)
  await expect(section.getByText('Sync the roster')).toHaveCount(0)

  const secret = await createToken(page, section, 'Dinas dashboard', 'Read reports (every school’s figures)')
  expect(secret).toMatch(/^rollcall_district_[\w-]{43}$/)
  await expect(section.getByRole('listitem').filter({ hasText: 'Dinas dashboard' })).toContainText(`by ${USER.name}`)

  const schools = await asProgram(tokenServer, secret, '/api/district/schools')
  expect(schools.status).toBe(200)
  expect(schools.body).toContain('Rollcall Demo School')
  const schoolRoute = await asProgram(tokenServer, secret, '/api/attendance/day')
  expect(schoolRoute.status).toBe(403)
  expect(JSON.parse(schoolRoute.body)).toMatchObject({ code: 'token_not_accepted' })

  await revoke(section, 'Dinas dashboard')
  expect((await asProgram(tokenServer, secret, '/api/district/schools')).status).toBe(401)
})
