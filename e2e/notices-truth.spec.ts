import { expect, test, type Page } from '@playwright/test'
import type { MeResponse } from '../src/shared/contracts/auth'
import type { ChildNoticesResponse, LinkCodeResponse } from '../src/shared/contracts/families'
import { allClasses, daySheet, latestSchoolDay, signIn } from './support/attendance'
import { mailbox } from './support/families'
import { uniqueSuffix } from './support/management'

/**
 * A notice says what is true when it is sent (ADR 021). The suite's servers read 01:00 at the school
 * (README, the suite's clock): inside a parent's default quiet hours (21:00–06:00). The sequence that once
 * sent an untrue notice, with mail read from the suite's own SMTP server (e2e/support/mailbox-server.ts):
 * an absence held for the night, quiet hours turned off in Settings, the child marked present and absent
 * again, Email switched off and on, and a further change.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The attendance notices that arrived for this address, by subject, in order. */
async function noticesTo(page: Page, address: string): Promise<string[]> {
  return (await mailbox(page.request)).filter((m) => m.to.includes(address) && m.subject.includes(' is marked ')).map((m) => m.subject)
}

test('a parent hears each change once, in order, and nothing held or untrue is left to come', async ({ page, browser }) => {
  // The headmaster, in a browser of their own, records a student of the second class not yet recorded today.
  const staff = await (await browser.newContext()).newPage()
  await signIn(staff, 'headmaster', '/dashboard')
  const date = latestSchoolDay()
  const classId = (await allClasses(staff.request))[1]!.id
  const student = (await daySheet(staff.request, { date, classId })).rows.find((r) => !r.record)?.student
  expect(student, `a student with no record on ${date}`).toBeTruthy()
  const mark = async (status: string) => {
    const response = await staff.request.put('/api/attendance/records', { data: { studentId: student!.id, date, status, overwrite: true } })
    expect(response.status(), await response.text()).toBe(200)
  }
  const { code } = (await (await staff.request.post(`/api/students/${student!.id}/link-codes`)).json()) as LinkCodeResponse

  // A parent registers with the code (the default quiet hours, 21:00–06:00, and Email on).
  const email = `truth.${uniqueSuffix().toLowerCase()}@example.org`
  const registered = await page.request.post('/api/families/register', {
    data: { code, name: `Parent ${uniqueSuffix()}`, email, password: 'a long family password', confirmPassword: 'a long family password' },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const waiting = async () => ((await (await page.request.get(`/api/parent/children/${student!.id}/notices`)).json()) as ChildNoticesResponse)
    .notices.filter((n) => n.state !== 'sent').map((n) => n.state)
  const absent = `${student!.name} is marked absent on`
  const present = `Correction: ${student!.name} is marked present on`
  const arrived = (...subjects: string[]) => expect.poll(async () => (await noticesTo(page, email)).map((s) => s.slice(0, s.lastIndexOf(' on') + 3)),
    { message: `the notices to ${email}`, timeout: 30_000 }).toEqual(subjects)

  // Marked absent at 01:00: held for the parent's quiet hours.
  await mark('absent')
  await expect.poll(waiting, { timeout: 15_000 }).toEqual(['held'])
  expect(await noticesTo(page, email)).toEqual([])

  // The parent turns quiet hours off in Settings: the held absence goes now.
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Notifications', exact: true })
  await section.getByRole('switch', { name: 'Quiet hours' }).tap()
  await section.getByRole('button', { name: 'Save' }).tap()
  await expect(page.getByText('Notice settings saved').first()).toBeVisible()
  await arrived(absent)

  // Present, then absent again: each told once, in order; the first absence is not sent again.
  await mark('present')
  await arrived(absent, present)
  await mark('absent')
  await arrived(absent, present, absent)

  // Email switched off and on again in Settings: a further change is still told, once. The switch moves at
  // once; the change below is made when the server has the switch back on, as a parent would see it saved.
  const emailSwitch = section.getByRole('switch', { name: 'Email' })
  const emailOn = async () => ((await (await page.request.get('/api/auth/me')).json()) as MeResponse).user.preferences.emailNotifications
  await emailSwitch.tap()
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'false')
  await emailSwitch.tap()
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'true')
  await expect.poll(emailOn, { message: 'Email saved on again' }).toBe(true)
  await mark('present')
  await arrived(absent, present, absent, present)
  await mark('absent')
  await arrived(absent, present, absent, present, absent)

  // Nothing else is waiting to be sent to this parent about the day, and nothing more arrives.
  expect(await waiting()).toEqual([])
  await page.waitForTimeout(2_500) // two rounds of the delivery worker
  expect(await noticesTo(page, email)).toHaveLength(5)
  await mark('present') // put back as it is most days; its correction is the parent's sixth notice
  await arrived(absent, present, absent, present, absent, present)
})
