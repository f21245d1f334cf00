import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { AbsenceRequestList, RequestWindow } from '../../src/shared/contracts/absence-requests'
import type { SchoolSettingsResponse } from '../../src/shared/contracts/school-settings'

/** What the families' journeys share: school days from the school's own calendar, staff sign-in, the mailbox. */

/** A 1×1 PNG, made here: the server reads the type from these bytes. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2c5a20000000049454e44ae426082',
  'hex',
)

/** The first school day after the school's today (or after `after`), within the term (the demo's term runs weeks past today). */
export async function nextSchoolDay(request: APIRequestContext, after?: string): Promise<string> {
  const { settings, today } = (await (await request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const holidays = new Set(settings.holidays.map((h) => h.date))
  let date = after ?? today
  for (let i = 0; i < 30; i++) {
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    date = next.toISOString().slice(0, 10)
    const weekday = next.getUTCDay() === 0 ? 7 : next.getUTCDay()
    if (settings.schoolDays.includes(weekday) && !holidays.has(date)) break
  }
  if (settings.termEnd) expect(date <= settings.termEnd, 'the next school day is in the term').toBe(true)
  return date
}

/**
 * A school day a request for this student may cover and that no open (pending or approved) request of
 * theirs covers yet, from the form's suggestion on: a journey asks on it without depending on what
 * others left on the shared database. `request` is signed in as someone who may ask for the student.
 */
export async function freeRequestDay(request: APIRequestContext, studentId: string): Promise<string> {
  const window = (await (await request.get('/api/absence-requests/window')).json()) as RequestWindow
  const { requests } = (await (await request.get('/api/absence-requests')).json()) as AbsenceRequestList
  const open = requests.filter((r) => r.student.id === studentId && (r.state === 'pending' || r.state === 'approved'))
  for (let date = window.suggested; date <= window.last; date = await nextSchoolDay(request, date)) {
    if (!open.some((r) => r.from <= date && date <= r.to)) return date
  }
  throw new Error(`every school day from ${window.suggested} to ${window.last} has an open request for this student`)
}

/** The school day before the school's today: staff have recorded it, or may. */
export async function previousSchoolDay(request: APIRequestContext): Promise<string> {
  const { settings, today } = (await (await request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const holidays = new Set(settings.holidays.map((h) => h.date))
  let date = today
  for (let i = 0; i < 30; i++) {
    const previous = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000)
    date = previous.toISOString().slice(0, 10)
    if (settings.schoolDays.includes(previous.getUTCDay() === 0 ? 7 : previous.getUTCDay()) && !holidays.has(date)) return date
  }
  throw new Error('no school day in the last 30 days')
}

/** Signs out (the cookie goes) and in as a staff member by email, through the API. */
export async function signInAsStaff(page: Page, email: string, password: string, path: string): Promise<void> {
  await page.context().clearCookies()
  const response = await page.request.post('/api/auth/login', { data: { kind: 'staff', identifier: email, password } })
  expect(response.status(), `sign-in as ${email}`).toBe(200)
  await page.goto(path)
}

/** A message that arrived at the suite's SMTP server (e2e/support/mailbox-server.ts). */
export interface Mail {
  to: string[]
  subject: string
  body: string
  messageId: string
}

/** Every message the app has sent so far, as it arrived over SMTP. */
export async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get(`${process.env.E2E_MAILBOX_URL}/mails`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Mail[]
}

/** Waits (the delivery worker runs a round a second) for the one message to `address` whose subject starts so. */
export async function mailTo(request: APIRequestContext, address: string, subjectStart: string): Promise<Mail> {
  let found: Mail[] = []
  await expect.poll(async () => {
    found = (await mailbox(request)).filter((m) => m.to.includes(address) && m.subject.startsWith(subjectStart))
    return found.length
  }, { message: `a message to ${address}: "${subjectStart}…"`, timeout: 30_000 }).toBeGreaterThan(0)
  expect(found, 'sent once').toHaveLength(1)
  return found[0]!
}
