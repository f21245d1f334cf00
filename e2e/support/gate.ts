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

/**
 * Waits until the scan page's store on this device holds the student's photo thumbnail, which follows the roster in
 * the background (the face the gate shows with no network). Reads IndexedDB as the page keeps it
 * (src/web/features/scan/offline/scan-store.ts), once the page has made it: opening a database that is not there
 * would make an empty one the page could not upgrade.
 */
export async function photoKeptOnDevice(page: Page, studentId: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          if (!(await indexedDB.databases()).some((d) => d.name === 'rollcall-scanner')) return false
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open('rollcall-scanner')
            open.onerror = () => resolve(false)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('photos')) return (db.close(), resolve(false))
              const get = db.transaction('photos').objectStore('photos').get(id)
              get.onsuccess = () => (db.close(), resolve(get.result !== undefined))
              get.onerror = () => (db.close(), resolve(false))
            }
          })
        }, studentId),
      { message: `the photo of ${studentId} kept on the device`, timeout: 30_000 },
    )
    .toBe(true)
}
