import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { MonthlySheetResponse } from '../src/shared/contracts/papers'
import { signIn } from './support/attendance'
import { downloadText, schoolToday, tabs } from './support/reports'
import { bottomNav } from './support/session'

/** Clicks a download link; the file's suggested name and its bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download')
  await link.click()
  const file = await started
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) }
}

async function openPapers(page: Page) {
  await signIn(page, 'headmaster', '/reports')
  await tabs(page).getByRole('link', { name: 'Papers' }).click()
  await expect(page).toHaveURL('/reports/papers')
  await page.getByLabel('Class', { exact: true }).selectOption({ label: '12E' })
  await expect(page).toHaveURL(/classId=/)
}

test('the headmaster prints a class’s monthly attendance sheet on one A4 landscape page and downloads both papers', async ({ page }, testInfo) => {
  test.slow()
  await openPapers(page)
  const month = (await schoolToday(page)).slice(0, 7)
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month)

  // The semester recap, on screen and as files in e-Rapor's column order.
  const recap = page.getByRole('region', { name: 'Days absent per student' })
  await expect(recap.locator('tbody tr').first()).toBeVisible()
  const csv = await downloadText(page, page.getByRole('link', { name: 'Export CSV' }))
  expect(csv.name).toMatch(/^report-card-absences-12E-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = csv.text.trimEnd().split('\r\n')
  expect(lines[0]).toBe('No,Student ID,NISN,Name,Sick,Excused,Unexcused')
  expect(lines).toHaveLength((await recap.locator('tbody tr').count()) + 1)
  const recapXlsx = await download(page, page.getByRole('link', { name: 'Export XLSX' }))
  expect(recapXlsx.name).toMatch(/^report-card-absences-12E-.*\.xlsx$/)
  expect(recapXlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')

  // The monthly sheet as XLSX.
  const sheetXlsx = await download(page, page.getByRole('link', { name: 'Download XLSX' }))
  expect(sheetXlsx.name).toBe(`attendance-sheet-12E-${month}.xlsx`)
  expect(sheetXlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')

  // The monthly sheet to print: a row per student, the letters, the signatures.
  await page.getByRole('link', { name: 'Open the sheet to print' }).click()
  await expect(page).toHaveURL(new RegExp(`/reports/papers/monthly\\?classId=.+&month=${month}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly attendance sheet' })).toBeVisible()
  const { classes } = (await (await page.request.get('/api/classes')).json()) as ClassListResponse
  const classId = classes.find((c) => c.name === '12E')!.id
  const sheet = (await (await page.request.get(`/api/reports/monthly-sheet?classId=${classId}&month=${month}`)).json()) as MonthlySheetResponse
  const grid = page.getByRole('region', { name: 'Monthly attendance sheet' })
  await expect(grid.locator('tbody tr')).toHaveCount(sheet.rows.length)
  const first = sheet.rows[0]!
  await expect(grid.locator('tbody tr').first().getByRole('rowheader')).toHaveText(first.name)
  await expect(grid.locator('tbody tr').first().locator('td').last()).toHaveText(String(first.counts.notRecorded))

  await page.emulateMedia({ media: 'print' })
  await expect(bottomNav(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to Papers' })).toBeHidden()
  await expect(grid).toBeVisible()
  await expect(page.getByText('Headmaster', { exact: true })).toBeVisible()
  await expect(page.getByText('Homeroom teacher', { exact: true })).toBeVisible()
  await page.setViewportSize({ width: 1123, height: 794 })
  await testInfo.attach('monthly sheet, printed', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })

  // On paper: one page, A4 landscape (842 × 595 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1)
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 841\.9\d* 594\.9\d*\s*\]/)
})

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the papers’ controls fit without scrolling sideways', async ({ page }) => {
    await openPapers(page)
    await expect(page.getByRole('link', { name: 'Open the sheet to print' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Days absent per student' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
