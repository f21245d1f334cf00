import { expect, type Page } from '@playwright/test'

/** Gate mode (ADR 028): the full-screen dialog a teacher scans from at the school gate. */
export const gateMode = (page: Page) => page.getByRole('dialog', { name: 'Gate mode' })
export const gateAnswer = (page: Page) => gateMode(page).locator('[data-gate-answer]')
/** Gate mode's state line: "Offline — N scans waiting", "Sending…", "Online — …". */
export const gateModeState = (page: Page) => gateMode(page).locator('[data-waiting]')
/** Today's check-ins in gate mode's header. */
export const checkIns = (page: Page) => gateMode(page).locator('[data-check-ins]')

/** A keyboard-wedge barcode scanner: the code's keys, then Enter; nothing is tapped first. */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
}

/** The check-ins the header shows now, once it has a number. */
export async function checkInsNow(page: Page): Promise<number> {
  await expect(checkIns(page)).toHaveAttribute('data-check-ins', /^\d+$/)
  return Number(await checkIns(page).getAttribute('data-check-ins'))
}

export async function openGateMode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Gate mode', exact: true }).click()
  await expect(gateMode(page)).toBeVisible()
  await expect(gateMode(page).getByText('Ready for the next student')).toBeVisible()
}
