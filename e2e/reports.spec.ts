import { expect, test } from '@playwright/test'
import { DAY_FILE_COLUMNS, RANGE_FILE_COLUMNS, type RangeReportResponse, type ReportFileHeader, WARNING_FILE_COLUMNS, type StudentHistoryResponse, type WarningsResponse } from '../src/shared/contracts/reports'
import { en } from '../src/shared/i18n/en/index'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import type { StudentProfileResponse } from '../src/shared/contracts/student-profile'
import { formatRate } from '../src/shared/attendance-rate'
import { allClasses, previousSchoolDay, signIn } from './support/attendance'
import { bottomNav, signInFromDemoBox } from './support/session'
import { DEMO_WEEK, downloadText, expectCalendarDays, fillRange, mondayOf, schoolToday, studentRows, tabs } from './support/reports'

/** A file's header line as an English reader gets it: each column's English header (ADR 030). */
const headerLine = (columns: readonly ReportFileHeader[]) => columns.map((column) => en.reports.files.headers[column]).join(',')

test('the day report: school totals, classes not taken yet, and a class opens its roll call for that day', async ({ page }) => {
  await signIn(page, 'headmaster')
  await bottomNav(page).getByRole('link', { name: 'Reports' }).click()
  await expect(page).toHaveURL('/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(tabs(page).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'How the attendance rate is counted' })).toBeVisible()

  // A day before today (today's date is the report's default, which the address leaves out) with no roll taken:
  // the demo's term is recorded up to today, so the last school day before the term.
  const { settings } = (await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const date = previousSchoolDay(settings.termStart!)
  await page.getByLabel('Date', { exact: true }).fill(date)
  await expect(page).toHaveURL(`/reports?date=${date}`)
  const totals = page.getByRole('region', { name: /^School on / })
  await expect(totals).toContainText(new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)))
  for (const label of ['Students', 'Present', 'Late', 'Absent', 'Sick', 'Permission', 'Not recorded']) {
    await expect(totals.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: /(class has|classes have) not taken attendance yet/ })).toBeVisible()

  const classTable = page.getByRole('region', { name: 'Classes', exact: true })
  await expect(classTable.getByRole('columnheader', { name: 'Not recorded' })).toBeVisible()

  // The class table as a file: a row per class, then the school's totals.
  const dayFile = await downloadText(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(dayFile.name).toBe(`attendance-${date}.csv`)
  const dayLines = dayFile.text.trim().split('\r\n')
  expect(dayLines[0]).toBe(headerLine(DAY_FILE_COLUMNS))
  await expect(classTable.locator('tbody tr')).toHaveCount(dayLines.length - 2)
  expect(dayLines.at(-1)).toMatch(/^All classes,,\d+,/)
  const row = classTable.locator('tbody tr').first()
  const classId = await row.getAttribute('data-class-id')
  await row.getByRole('link').click()
  await expect(page).toHaveURL(`/roll-call?classId=${classId}&date=${date}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Roll Call' })).toBeVisible()
})

test('the date range report: presets, a chart with its words, a CSV export and a student’s calendar', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/reports')
  await tabs(page).getByRole('link', { name: 'Date range' }).click()
  await expect(page).toHaveURL('/reports/range')
  const today = await schoolToday(page)

  await page.getByRole('button', { name: 'This week' }).click()
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/preset=week/)
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(mondayOf(today))
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today)

  await page.getByRole('button', { name: 'This month' }).click()
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(`${today.slice(0, 8)}01`)

  // Typed dates make the range custom: the demo week, in the URL.
  await fillRange(page, DEMO_WEEK)
  await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { pressed: true })).toHaveCount(0)
  await expect(page.getByText('Whole school · 2 Mar 2026 to 6 Mar 2026')).toBeVisible()
  await expect(page.locator('[data-figure="schoolDays"] dd')).toHaveText('5')
  await expect(page.locator('[data-rate-words]')).toHaveText(/^Attendance rate: Present or late on \d+ of \d+ student school days$/)

  // The chart (drawn by recharts, loaded with this page only) and its text alternative.
  const figure = page.getByRole('region', { name: 'Daily attendance rate' }).locator('figure')
  await expect(figure.locator('[data-chart="daily-rate"] svg').first()).toBeVisible()
  await expect(figure.locator('figcaption')).toContainText('On average')
  await expect(figure.getByRole('table', { name: 'Daily attendance rate, day by day' }).getByRole('row')).toHaveCount(6)

  // One row per student, each counting the five school days.
  await expect(studentRows(page).first()).toBeVisible()
  const firstRow = studentRows(page).first()
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('5')
  await expect(firstRow.locator('[data-rate-days] [aria-hidden]')).toHaveText(/^\d of 5$/)

  // The export: every row, the columns of the contract.
  const { name, text } = await downloadText(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(name).toBe(`attendance-${DEMO_WEEK.from}-to-${DEMO_WEEK.to}.csv`)
  expect(text.split('\r\n')[0]).toBe(headerLine(RANGE_FILE_COLUMNS))
  expect(text.trim().split('\r\n').length).toBeGreaterThan(1)

  // A class: the scope goes into the URL and the table narrows.
  await page.getByLabel('Report for').selectOption('class')
  await expect(page.getByText('Choose a class to see its report.')).toBeVisible()
  const klass = (await allClasses(page.request)).find((c) => c.studentCount > 0)!
  await page.getByLabel('Class', { exact: true }).selectOption(klass.id)
  await expect(page).toHaveURL(new RegExp(`classId=${klass.id}`))
  await expect(page.locator('[data-scope-line]')).toContainText(`Class ${klass.name} · `)
  // The class's students who were already on the roll that week (a student added since is left out of it).
  const classReport = (await (
    await page.request.get(`/api/reports/range?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}&scope=class&classId=${klass.id}`)
  ).json()) as RangeReportResponse
  expect(classReport.total).toBeGreaterThan(0)
  await expect(studentRows(page)).toHaveCount(classReport.total)
  await expect(studentRows(page).locator('[data-history-link]')).toContainText(classReport.rows.map((r) => r.name))

  // From a student row to the student's calendar for the same dates.
  const link = studentRows(page).first().locator('[data-history-link]')
  // The link's own text is the name; the words after it are for screen readers.
  const studentName = await link.evaluate((a) => a.firstChild?.textContent ?? '')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/reports/students/[^?]+\\?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`))
  await expect(page.getByRole('heading', { level: 2, name: `Attendance history: ${studentName}` })).toBeVisible()
  await expectCalendarDays(page, 5)

  // The rate says what it counts: present or late of the five school days.
  await expect(page.locator('[data-rate-words]')).toHaveText(/^Attendance rate: Present or late on \d of 5 school days$/)
  const rate = (await page.locator('[data-figure="rate"] dd').textContent())!

  // The student's days as a file: one row per school day of the range, then the same rate in the same words.
  const historyFile = await downloadText(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(historyFile.name).toMatch(new RegExp(`^attendance-[a-z0-9-]+-${DEMO_WEEK.from}-to-${DEMO_WEEK.to}\\.csv$`))
  const historyLines = historyFile.text.trim().split('\r\n')
  expect(historyLines[0]).toBe('Date,Status,Note')
  expect(historyLines).toHaveLength(7)
  const words = (await page.locator('[data-rate-words]').textContent())!.replace('Attendance rate: ', '')
  expect(historyLines.at(-1)).toBe(`Attendance rate,${rate},${words}`)
})

test('early warnings: both lists worst first, their exports, and a link to the student’s history', async ({ page }) => {
  await signIn(page, 'subject_teacher', '/reports/warnings')
  await expect(tabs(page).getByRole('link', { name: 'Early warnings' })).toHaveAttribute('aria-current', 'page')
  const warnings = (await (await page.request.get('/api/reports/warnings')).json()) as WarningsResponse

  const lowRate = page.getByRole('region', { name: /below the threshold$/ })
  const streaks = page.getByRole('region', { name: /absent several days in a row$/ })
  await expect(lowRate).toContainText('under 90%')
  await expect(streaks).toContainText('3 or more school days in a row')
  if (warnings.lowRate.length) {
    const rates = await lowRate.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-student-id')))
    expect(rates).toEqual(warnings.lowRate.map((w) => w.studentId))
  }

  const lowFile = await downloadText(page, lowRate.getByRole('link', { name: 'Export CSV' }))
  expect(lowFile.text.split('\r\n')[0]).toBe(headerLine(WARNING_FILE_COLUMNS['low-rate']))
  const streakFile = await downloadText(page, streaks.getByRole('link', { name: 'Export CSV' }))
  expect(streakFile.text.split('\r\n')[0]).toBe(headerLine(WARNING_FILE_COLUMNS['absent-streak']))

  const first = warnings.lowRate[0] ?? warnings.absentStreaks[0]
  // The demo's past term always has its chronic absentees on these lists (db/demo/demo-history.ts).
  expect(first, 'a student on one of the warnings lists').toBeDefined()
  await page.locator(`tbody tr[data-student-id="${first!.studentId}"] [data-history-link]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/reports/students/${first!.studentId}\\?from=`))
  await expect(page.getByRole('heading', { level: 2, name: `Attendance history: ${first!.name}` })).toBeVisible()
})

test('a student sees their own calendar from the profile, and nobody else’s', async ({ page }) => {
  await signInFromDemoBox(page, 'student')
  const profile = (await (await page.request.get('/api/student/profile')).json()) as StudentProfileResponse
  const me = profile.student
  // The profile's rate says what it counts; the calendar over the same 30 school days gives the same figure.
  const { rate, attended, schoolDays } = profile.attendance
  const card = page.locator('[data-attendance-rate]')
  await expect(card).toContainText(formatRate(rate))
  await expect(card.locator('[data-rate-words]')).toHaveText(`Present or late on ${attended} of ${schoolDays} school days`)
  await page.goto(`/my-attendance?from=${profile.recent.at(-1)!.date}&to=${profile.today.date}`)
  // Six weeks of days and lessons: slower than a small page to arrive on a busy machine.
  await expect(page.locator('[data-figure="rate"] dd')).toHaveText(formatRate(rate), { timeout: 20_000 })
  await page.goto('/')
  await page.getByRole('link', { name: /Attendance calendar/ }).click()
  await expect(page).toHaveURL('/my-attendance')
  await expect(page.getByRole('heading', { level: 1, name: 'My attendance' })).toBeVisible()
  await fillRange(page, DEMO_WEEK)
  await expect(page.getByText(`${me.name} · ${me.className}`)).toBeVisible()
  await expectCalendarDays(page, 5)
  await expect(page.getByRole('heading', { name: 'How the attendance rate is counted' })).toBeVisible()

  // The own-history answer is always the signed-in student's.
  const own = (await (await page.request.get(`/api/student/history?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)).json()) as StudentHistoryResponse
  expect(own.student.id).toBe(me.id)
  // Staff reports stay closed: the page says so, the API refuses.
  await page.goto('/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  await expect(bottomNav(page).getByRole('link', { name: 'Reports' })).toHaveCount(0)
  expect((await page.request.get(`/api/reports/students/${me.id}/history?from=${DEMO_WEEK.from}&to=${DEMO_WEEK.to}`)).status()).toBe(403)
  expect((await page.request.get('/api/reports/warnings')).status()).toBe(403)
})

/** The week after the demo's sample week: its students are enrolled, nothing is recorded. */
const UNRECORDED_WEEK = { from: '2026-03-09', to: '2026-03-13' }

test('the headmaster sets the term, a holiday and the threshold; "This term" and the calendar use them', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const original = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
  const today = await schoolToday(page)
  const termStart = `${today.slice(0, 4)}-01-05`
  try {
    const section = page.getByRole('region', { name: 'School' })
    await section.getByLabel('Term starts').fill(termStart)
    await section.getByLabel('Term ends').fill(`${today.slice(0, 4)}-12-31`)
    // A holiday long past, so no other journey's "today" is touched. Not on a day with records: those stay as they
    // were (ADR 043), the message says so; on the week after the demo's, which nobody recorded, it is taken.
    const before = await section.locator('li[data-holiday]').count()
    await section.getByRole('button', { name: 'Add holiday' }).click()
    const row = section.locator('li[data-holiday]').nth(before)
    await expect(row.getByLabel('From')).toBeFocused()
    await row.getByLabel('From').fill(DEMO_WEEK.to)
    await row.getByLabel('Name').fill('Founders’ day')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(section.getByText(`${DEMO_WEEK.to} has attendance records, which stay as they were`)).toBeVisible()
    await row.getByLabel('From').fill(UNRECORDED_WEEK.to)
    await section.getByLabel('Early-warning threshold (%)').fill('40')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(section.getByText('Enter a whole number from 50 to 100')).toBeVisible()
    await section.getByLabel('Early-warning threshold (%)').fill('85')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('School settings saved')).toBeVisible()
    const after = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
    expect(after).toMatchObject({ termStart, warningThreshold: 0.85 })
    expect(after.holidays).toContainEqual({ date: UNRECORDED_WEEK.to, name: 'Founders’ day' })

    // "This term" is offered now and runs from the term's first day.
    await page.goto('/reports/range?preset=term')
    await expect(page.getByRole('button', { name: 'This term' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(termStart)

    // The holiday is no school day: its week has four, and the calendar names the holiday.
    await fillRange(page, UNRECORDED_WEEK)
    await expect(page.locator('[data-figure="schoolDays"] dd')).toHaveText('4')
    await studentRows(page).first().locator('[data-history-link]').click()
    await expect(page.locator(`td[data-date="${UNRECORDED_WEEK.to}"]`)).toHaveAttribute('data-status', 'holiday')
    await expect(page.locator(`td[data-date="${UNRECORDED_WEEK.to}"]`)).toContainText('holiday (Founders’ day)')
    await page.goto('/reports/warnings')
    await expect(page.getByRole('region', { name: /below the threshold$/ })).toContainText('under 85%')
  } finally {
    // The database is shared by every journey of the run.
    const restored = await page.request.put('/api/school/settings', { data: original })
    expect(restored.status()).toBe(200)
  }
})
