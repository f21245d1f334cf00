import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { CreateStudentResponse, StudentDetail } from '../src/shared/contracts/students'
import { zipOf } from '../src/server/modules/student-photos/student-photos.fixtures'
import { allClasses, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { moreActions, studentRows } from './support/management'

/** The student's face (ADR 025): staff add a photo, the list shows it, and the student and their parent see it. */
/** The students on screen: the table's rows in the default 1280px window (cards on a phone). */
const cards = studentRows
const dialog = (page: Page) => page.getByRole('dialog')

/** A photo as a phone takes one: a face-like picture, EXIF and all. */
async function phonePhoto(): Promise<Buffer> {
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#8fb3d9"/>
     <circle cx="300" cy="330" r="170" fill="#e0b48c"/><circle cx="240" cy="300" r="20" fill="#333"/><circle cx="360" cy="300" r="20" fill="#333"/>
     <path d="M220 410 Q300 470 380 410" stroke="#833" stroke-width="14" fill="none"/><rect x="130" y="560" width="340" height="240" rx="60" fill="#2d5b8a"/></svg>`,
  )
  return sharp(face).jpeg({ quality: 88 }).withExif({ IFD0: { Artist: 'School photographer' } }).toBuffer()
}

async function addStudent(request: APIRequestContext, prefix: string): Promise<StudentDetail> {
  const [klass] = await allClasses(request)
  const departments = (await (await request.get('/api/departments')).json()) as { departments: { id: string }[] }
  for (let n = Date.now() % 80_000; ; n += 13) {
    const parentNumber = String(10_000 + (n % 90_000))
    const created = await request.post('/api/students', {
      data: { name: `${prefix} ${parentNumber}`, parentNumber, classId: klass!.id, level: 'Junior', departmentId: departments.departments[0]!.id, password: 'a-long-password' },
    })
    if (created.status() === 409) continue // the parent number is taken: the database is shared by every spec
    expect(created.status()).toBe(201)
    return ((await created.json()) as CreateStudentResponse).student
  }
}

/** An <img> that has really loaded: the server let this session see it and it decoded. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
}

test('the headmaster adds a photo in the edit dialog; the card shows it and its "No photo" flag goes', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const student = await addStudent(page.request, 'Photo Student')
  await page.goto(`/students?q=${encodeURIComponent(student.name)}`)
  const card = cards(page).first()
  await expect(cards(page)).toHaveCount(1)
  await expect(card.getByText('No photo')).toBeVisible()
  await expect(card.getByRole('img', { name: student.name })).toHaveCount(0)

  await card.getByRole('button', { name: /^Edit/ }).click()
  const photo = dialog(page).getByRole('region', { name: 'Photo' })
  await expect(photo).toContainText('No photo')
  await expect(photo.getByRole('button', { name: 'Take a photo' })).toBeVisible()
  await expect(photo.locator('input[type=file][capture=environment]')).toHaveAttribute('accept', 'image/*')
  await photo.getByLabel('Choose a photo').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
  await expect(photo).toContainText('New photo, not saved yet')
  await expectLoaded(photo.getByRole('img', { name: student.name }))
  await expectNoViolations(page, 'the edit dialog with a chosen photo')
  await photo.getByRole('button', { name: 'Save photo' }).click()
  await expect(page.getByText('Photo saved')).toBeVisible()
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toBeVisible()
  await expectLoaded(photo.getByRole('img', { name: student.name }))
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expectLoaded(card.getByRole('img', { name: student.name }))
  await expect(card.getByText('No photo')).toHaveCount(0)
  const saved = (await (await page.request.get(`/api/students/${student.id}`)).json()) as StudentDetail
  expect(saved.photoUpdatedAt).not.toBeNull()
  const served = await page.request.get(`/api/students/${student.id}/photo?size=large`)
  expect(served.headers()).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'private, max-age=86400' })
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined()

  // "Without a photo" is who still needs one taken: this student is no longer among them.
  await page.getByLabel('Photo', { exact: true }).selectOption({ label: 'Without a photo' })
  await expect(page).toHaveURL(/[?&]photo=without(&|$)/)
  await expect(page.getByText('No students match these filters.')).toBeVisible()
})

test('the headmaster imports photos from a ZIP named by Student ID, after a preview of what is in it', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [a, b] = [await addStudent(page.request, 'Zip Student'), await addStudent(page.request, 'Zip Student')]
  const jpeg = await phonePhoto()
  await moreActions(page)
  await page.getByRole('button', { name: 'Import photos' }).click()
  const importer = page.getByRole('dialog', { name: 'Import photos' })
  const withBad = zipOf([
    { name: `${a.studentNumber}.jpg`, data: jpeg },
    { name: 'S-NOBODY.jpg', data: jpeg },
    { name: `${b.studentNumber}.jpg`, data: Buffer.from('not a photo') },
  ])
  await importer.getByLabel('Choose a ZIP file').setInputFiles({ name: 'class-photos.zip', mimeType: 'application/zip', buffer: withBad })
  await expect(importer.getByText('1 photo for a student')).toBeVisible()
  await expect(importer.getByText('1 file is named by no Student ID: it is skipped')).toBeVisible()
  await expect(importer.getByText('1 file cannot be used')).toBeVisible()
  await expect(importer).toContainText('Choose a photo: a JPEG, PNG, WebP or HEIC image')
  await expect(importer.getByRole('button', { name: 'Import 1 photo' })).toBeDisabled()

  const good = zipOf([
    { name: `${a.studentNumber}.jpg`, data: jpeg },
    { name: `${b.studentNumber}.jpg`, data: jpeg },
    { name: 'S-NOBODY.jpg', data: jpeg },
  ])
  await importer.getByLabel('Choose a ZIP file').setInputFiles({ name: 'class-photos.zip', mimeType: 'application/zip', buffer: good })
  await expect(importer.getByText('2 photos for students')).toBeVisible()
  await importer.getByRole('button', { name: 'Import 2 photos' }).click()
  await expect(importer.getByRole('heading', { name: '2 photos imported' })).toBeVisible()
  await importer.getByRole('button', { name: 'Done' }).click()
  await page.goto(`/students?q=${encodeURIComponent(a.name)}`)
  await expectLoaded(cards(page).first().getByRole('img', { name: a.name }))
})

test("the student sees their photo on their profile, and their parent on the child's page", async ({ page }) => {
  await signIn(page, 'student', '/')
  const me = ((await (await page.request.get('/api/auth/me')).json()) as { user: { id: string; name: string } }).user
  await signIn(page, 'parent', '/')
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as { children: { id: string; name: string }[] }
  await signIn(page, 'headmaster', '/')
  for (const id of new Set([me.id, ...children.map((c) => c.id)])) {
    const saved = await page.request.put(`/api/students/${id}/photo`, { headers: { 'content-type': 'image/jpeg' }, data: await phonePhoto() })
    expect(saved.status()).toBe(200)
  }

  await signIn(page, 'student', '/')
  await expectLoaded(page.getByRole('img', { name: me.name }).first())
  await signIn(page, 'parent', '/')
  // The parent's home opens on their first child.
  await expectLoaded(page.getByRole('img', { name: children[0]!.name }).first())
})
