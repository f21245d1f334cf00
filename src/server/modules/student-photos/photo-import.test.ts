import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhotoImportPreview } from '#shared/contracts/student-photos'
import type { StudentListResponse, StudentSummary } from '#shared/contracts/students'
import { MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, ON_CITUS, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { writeCounter } from '../../test/write-counter'
import { jpegWithExif, noisyPng, zipOf } from './student-photos.fixtures'
import { putPhotos } from './student-photos.queries'

/**
 * Photos in bulk (ADR 025), a ZIP of files named by Student ID. The preview tells matches, misses
 * and bad files apart; applying writes every match or nothing; a ZIP cannot take the server's
 * memory by saying less than it unpacks to.
 */
describe.each(TEST_DATABASES)('photo import on %s', (kind) => {
  let t: TestApp
  let head: string
  let rowsWritten: () => Promise<number>
  let students: StudentSummary[]
  let jpeg: Buffer
  const send = (step: 'preview' | 'apply', zip: Buffer, cookie = head) =>
    t.app.inject({ method: 'POST', url: `/api/students/photos/${step}`, headers: { cookie, 'content-type': 'application/zip' }, payload: zip })
  const photoOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/students/${id}`, headers: { cookie: head } })).json<StudentSummary>().photoUpdatedAt

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    students = (await t.app.inject({ method: 'GET', url: '/api/students?pageSize=5', headers: { cookie: head } })).json<StudentListResponse>().students
    jpeg = await jpegWithExif()
    rowsWritten = await writeCounter(t)
  })
  afterAll(() => t.close())

  // Counts the rows written: not on Citus (write-counter.ts).
  it.skipIf(ON_CITUS)('previews matches (any case, any folder), misses and bad files, and applies none while a file is bad', async () => {
    const [a, b, c] = students as [StudentSummary, StudentSummary, StudentSummary]
    const zip = zipOf([
      { name: `class 10A/${a.studentNumber.toLowerCase()}.JPG`, data: jpeg },
      { name: `${b.studentNumber}.png`, data: await noisyPng(64, 64), deflate: false },
      { name: 'S-9999.jpg', data: jpeg },
      { name: `${c.studentNumber}.jpg`, data: Buffer.from('not a photo at all') },
      { name: `${a.studentNumber}.webp`, data: jpeg },
      { name: '__MACOSX/._S0001.jpg', data: Buffer.from('resource fork') },
      { name: 'class 10A/', data: Buffer.alloc(0) },
    ])
    const before = await rowsWritten()
    const preview = await send('preview', zip)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json<PhotoImportPreview>()).toEqual({
      matches: [
        { file: `class 10A/${a.studentNumber.toLowerCase()}.JPG`, studentId: a.id, studentNumber: a.studentNumber, name: a.name, replaces: false },
        { file: `${b.studentNumber}.png`, studentId: b.id, studentNumber: b.studentNumber, name: b.name, replaces: false },
      ],
      misses: [{ file: 'S-9999.jpg' }],
      bad: [
        { file: `${c.studentNumber}.jpg`, reason: 'Choose a photo: a JPEG, PNG, WebP or HEIC image' },
        { file: `${a.studentNumber}.webp`, reason: `Another file in the ZIP is for the same student (class 10A/${a.studentNumber.toLowerCase()}.JPG)` },
      ],
    })
    const refused = await send('apply', zip)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'photo_import_invalid', error: '2 files are not photos that can be used. Nothing was imported', bad: [{}, {}] })
    expect(await rowsWritten()).toBe(before)
    expect([await photoOf(a.id), await photoOf(b.id)]).toEqual([null, null])
  })

  it('applies every match in one go, skipping the misses', async () => {
    const [a, b] = students as [StudentSummary, StudentSummary]
    const zip = zipOf([
      { name: `${a.studentNumber}.jpg`, data: jpeg },
      { name: `${b.studentNumber}.jpg`, data: jpeg },
      { name: 'S-9999.jpg', data: jpeg },
    ])
    const applied = await send('apply', zip)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toEqual({ imported: 2, skipped: 1 })
    expect([await photoOf(a.id), await photoOf(b.id)]).toEqual([MONDAY_MORNING.toISOString(), MONDAY_MORNING.toISOString()])
    const served = await t.app.inject({ method: 'GET', url: `/api/students/${a.id}/photo`, headers: { cookie: head } })
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await send('preview', zip)).json<PhotoImportPreview>().matches.map((m) => m.replaces)).toEqual([true, true])
    expect((await send('apply', zipOf([{ name: 'S-9999.jpg', data: jpeg }]))).json()).toMatchObject({ code: 'photo_import_no_matches' })
  })

  it('writes the photos in one transaction: a row that fails takes the others back with it', async () => {
    const [, , c, d] = students as [StudentSummary, StudentSummary, StudentSummary, StudentSummary]
    const row = (studentId: string) => ({
      school_id: t.ctx.schoolId, student_id: studentId, thumb: jpeg.subarray(0, 100), large: jpeg, mime_type: 'image/jpeg' as const,
      updated_at: MONDAY_MORNING.toISOString(), updated_by: 'test',
    })
    // The last one's thumbnail breaks the 12 KB rule (the table's CHECK): the first is not kept either.
    const failing = t.ctx.db.transaction().execute((trx) => putPhotos(trx, [row(c.id), { ...row(d.id), thumb: Buffer.alloc(13 * 1024) }]))
    await expect(failing).rejects.toThrow()
    expect([await photoOf(c.id), await photoOf(d.id)]).toEqual([null, null])
  })

  it('guards against ZIP bombs and files that are not ZIPs, before inflating anything', async () => {
    const [a, b] = students as [StudentSummary, StudentSummary]
    const tiny = Buffer.from('x')
    const cases: [string, Buffer, number, string][] = [
      ['a photo, not a ZIP', jpeg, 400, 'photo_zip_unreadable'],
      ['nothing', Buffer.alloc(0), 400, 'photo_zip_type'],
      ['2,001 files', zipOf(Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}.jpg`, data: tiny, deflate: false }))), 400, 'photo_zip_too_many_files'],
      ['one that says it unpacks to 400 MB', zipOf([{ name: `${a.studentNumber}.jpg`, data: tiny, declaredSize: 400 * 1024 * 1024 }]), 400, 'photo_zip_unpacked_too_large'],
      ['over 50 MB', Buffer.alloc(50 * 1024 * 1024 + 1), 413, 'photo_zip_too_large'],
    ]
    for (const [what, zip, status, code] of cases) {
      const response = await send('preview', zip)
      expect(response.statusCode, what).toBe(status)
      expect(response.json(), what).toMatchObject({ code })
    }
    // A file that unpacks to more than its header says is stopped as it goes; one that says over 5 MB is not read.
    const lying = zipOf([
      { name: `${a.studentNumber}.png`, data: Buffer.alloc(2 * 1024 * 1024), declaredSize: 1000 },
      { name: `${b.studentNumber}.png`, data: Buffer.alloc(6 * 1024 * 1024) },
    ])
    expect((await send('preview', lying)).json<PhotoImportPreview>().bad).toEqual([
      { file: `${a.studentNumber}.png`, reason: 'This file could not be unpacked from the ZIP' },
      { file: `${b.studentNumber}.png`, reason: 'The photo is larger than 5 MB' },
    ])
  })

  it('is for those who may edit students', async () => {
    const zip = zipOf([{ name: `${students[0]!.studentNumber}.jpg`, data: jpeg }])
    for (const role of ['subject_teacher', 'student', 'parent'] as const) {
      const cookie = await cookieFor(t.app, role)
      expect((await send('preview', zip, cookie)).statusCode, role).toBe(403)
      expect((await send('apply', zip, cookie)).statusCode, role).toBe(403)
    }
    expect((await send('preview', zip, await cookieFor(t.app, 'homeroom_teacher'))).statusCode).toBe(200)
  })
})
