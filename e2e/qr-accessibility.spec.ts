import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { generateCode, qrImage, scanResult, gateOpenAllDay, shortCodeText, studentPage, studentWithoutRecordToday, submitCode } from './support/qr'
import { bottomNav } from './support/session'

// axe on the profile with a code and on the scanner with a result: e2e/axe-walk-phone.spec.ts and axe-walk-laptop.spec.ts, e2e/support/axe-walk.ts.
const school = gateOpenAllDay()

test.describe('on a 375px phone', () => {
  const WIDTH = 375
  test.use({ viewport: { width: WIDTH, height: 812 }, hasTouch: true, isMobile: true })

  test('the student profile, its QR code and the short code fit, with the navigation in view', async ({ browser }) => {
    const student = await studentWithoutRecordToday(school.headmaster(), 2)
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 812 }, hasTouch: true, isMobile: true })
    const phone = await studentPage(context, student)
    await generateCode(phone)
    await qrImage(phone).scrollIntoViewIfNeeded()
    const box = (await qrImage(phone).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
    expect(box.width).toBeGreaterThanOrEqual(200)
    await expect(qrImage(phone)).toBeInViewport()
    await expect(bottomNav(phone)).toBeInViewport()
    const short = (await shortCodeText(phone).boundingBox())!
    expect(short.x).toBeGreaterThanOrEqual(0)
    expect(short.x + short.width).toBeLessThanOrEqual(WIDTH)
    await expectNoHorizontalScroll(phone, WIDTH)
    await context.close()
  })

  test('the scanner fits, with thumb-sized controls and the navigation (six pages and More)', async ({ page }) => {
    await signIn(page, 'headmaster', '/scan')
    await expect(bottomNav(page)).toBeInViewport()
    // Eight pages do not fit a phone side by side: the last two move into the More menu.
    const links = bottomNav(page).getByRole('link')
    await expect(links).toHaveCount(6)
    const more = bottomNav(page).getByRole('button', { name: 'More' })
    for (const control of [...(await links.all()), more, page.getByRole('button', { name: 'Start camera' }), page.getByRole('button', { name: 'Submit' })]) {
      const box = (await control.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
    }
    await submitCode(page, 'garbage')
    await expect(scanResult(page)).toHaveAttribute('data-tone', 'red')
    await expectNoHorizontalScroll(page, WIDTH)
  })
})
