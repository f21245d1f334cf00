import { copyFileSync, mkdirSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import { expectNoViolations } from './support/axe'
import { signIn } from './support/attendance'
import { type DemoStudent, issueCode, studentsWithoutRecordToday, gateOpenAllDay, studentSignIn } from './support/qr'
import { setTheme } from './support/session'
import { checkIns, checkInsNow, gateAnswer, gateMode, gateModeState, openGateMode, wedgeScan } from './support/gate'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const school = gateOpenAllDay()
// A phone held in one hand at the gate.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** Where gate mode's screenshots are gathered for a person to look at (GATE_SHOTS_DIR), besides the test's own output. */
const SHOTS = process.env.GATE_SHOTS_DIR ?? '/tmp/gate-shots'

const answer = gateAnswer
const gateState = gateModeState

/** The students' phones, signed in, each able to show a fresh code. */
async function phonesOf(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined, students: DemoStudent[]) {
  return Promise.all(
    students.map(async (student) => {
      const phone = await playwright.request.newContext({ baseURL })
      await studentSignIn(phone, student)
      return phone
    }),
  )
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file })
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(file, `${SHOTS}/${name}.png`)
}

const countNow = checkInsNow

/**
 * Stops the page's wall clock (installed with page.clock.install(); timers keep running), so an answer,
 * shown for 1.5 s by its age, stays up while it is looked at and axe reads it; letGo lets it run again.
 */
async function holdStill(page: Page): Promise<void> {
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()))
}
const letGo = (page: Page) => page.clock.setSystemTime(Date.now())


for (const theme of ['dark', 'light'] as const) {
  test(`gate mode on a 390px phone: three students scanned in a row with no taps, a used code red, an already recorded student blue, Escape leaves (${theme})`, async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000)
    const students = await studentsWithoutRecordToday(school.headmaster(), 4)
    const phones = await phonesOf(playwright, baseURL, students)
    try {
      await page.clock.install()
      await signIn(page, 'homeroom_teacher', '/scan')
      await setTheme(page, theme, { signedIn: true })
      // The device's roster names the student of an "already checked in" answer.
      await expect(page.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible()
      await openGateMode(page)
      await expect(gateState(page)).toContainText('Online')
      const before = await countNow(page)
      await expectNoViolations(page, `gate mode, ready, ${theme}`)

      const first = await issueCode(phones[0]!)
      for (const [i, student] of students.slice(0, 3).entries()) {
        await wedgeScan(page, i === 0 ? first.code : (await issueCode(phones[i]!)).code)
        await expect(answer(page)).toHaveAttribute('data-tone', 'green')
        // The first answer held still, so that it can be looked at (and axe sees it) before "ready" comes back.
        if (i === 0) await holdStill(page)
        await expect(answer(page)).toContainText(student.name)
        await expect(answer(page)).toContainText(student.className)
        await expect(answer(page)).toContainText(/Present.*\d\d:\d\d/)
        await expect(answer(page).getByText('No photo')).toBeVisible()
        // The count goes up (asked again after each accepted scan; the page's timers run while its clock is held).
        await expect(checkIns(page)).toHaveAttribute('data-check-ins', String(before + i + 1))
        if (i === 0) {
          await shot(page, testInfo, `gate-accepted-${theme}`)
          await expectNoViolations(page, `gate mode, an answer, ${theme}`)
          await letGo(page)
        }
      }
      // After about a second and a half, ready for the next student.
      await expect(answer(page)).toHaveCount(0)
      await expect(gateMode(page).getByText('Ready for the next student')).toBeVisible()

      // The first code again: refused, in red.
      await wedgeScan(page, first.code)
      await expect(answer(page)).toHaveAttribute('data-tone', 'red')
      await holdStill(page)
      await expect(answer(page)).toContainText('Code already used')
      await shot(page, testInfo, `gate-refused-${theme}`)
      await letGo(page)

      // A student already recorded another way (here the headmaster's manual record) shows a code still open:
      // already checked in, in blue, named from the device's roster.
      const late = students[3]!
      const open = await issueCode(phones[3]!)
      const { today } = (await (await school.headmaster().get('/api/attendance/day?pageSize=10')).json()) as DaySheetResponse
      expect((await school.headmaster().put('/api/attendance/records', { data: { studentId: late.id, date: today, status: 'present' } })).status()).toBe(200)
      await wedgeScan(page, open.code)
      await expect(answer(page)).toHaveAttribute('data-tone', 'blue')
      await holdStill(page)
      await expect(answer(page)).toContainText('Already checked in at')
      await expect(answer(page)).toContainText(late.name)
      await expect(answer(page).getByText('No photo')).toHaveCount(0)
      await shot(page, testInfo, `gate-already-${theme}`)
      await letGo(page)

      // The page behind kept every answer; Escape leaves gate mode and gives the focus back.
      await page.keyboard.press('Escape')
      await expect(gateMode(page)).toBeHidden()
      await expect(page.getByRole('button', { name: 'Gate mode', exact: true })).toBeFocused()
      await expect(page.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')).toHaveCount(5)
    } finally {
      await Promise.all(phones.map((phone) => phone.dispose()))
    }
  })

  test(`gate mode with the network gone: a wedge scan shows the student and "Offline — 1 scan waiting", the same student again blue, sent when it returns (${theme})`, async ({ page, context, playwright, baseURL }, testInfo) => {
    const [student] = await studentsWithoutRecordToday(school.headmaster(), 1)
    const [phone] = await phonesOf(playwright, baseURL, [student!])
    try {
      await page.clock.install()
      await signIn(page, 'subject_teacher', '/scan')
      await setTheme(page, theme, { signedIn: true })
      await expect(page.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible()
      await openGateMode(page)
      const before = await countNow(page)

      await context.setOffline(true)
      await expect(gateState(page)).toContainText('Offline — 0 scans waiting')
      const { code } = await issueCode(phone!)
      await wedgeScan(page, code)
      await expect(answer(page)).toHaveAttribute('data-tone', 'green')
      await holdStill(page)
      await expect(answer(page)).toContainText(student!.name)
      await expect(answer(page)).toContainText('Saved on this device')
      await expect(gateState(page)).toContainText('Offline — 1 scan waiting')
      // The last count the server gave, and the scan waiting here.
      await expect(checkIns(page)).toHaveAttribute('data-check-ins', String(before + 1))
      await expect(checkIns(page)).toContainText('including 1 waiting on this device')
      await shot(page, testInfo, `gate-offline-${theme}`)
      await letGo(page)

      // The same student again (the same code): this device took them already, in blue; nothing more waits.
      await wedgeScan(page, code)
      await expect(answer(page)).toHaveAttribute('data-tone', 'blue')
      await expect(answer(page)).toContainText(`${student!.name} was already checked in at`)
      await expect(gateState(page)).toContainText('Offline — 1 scan waiting')

      // The network is back: the scan is sent, and the server's count has it.
      await context.setOffline(false)
      await expect(gateState(page)).toHaveAttribute('data-waiting', '0', { timeout: 20_000 })
      await expect(gateState(page)).toContainText('Online')
      await expect(checkIns(page)).toHaveAttribute('data-check-ins', String(before + 1))
      await page.getByRole('button', { name: 'Leave gate mode' }).click()
      await expect(gateMode(page)).toBeHidden()
    } finally {
      await phone!.dispose()
    }
  })
}
