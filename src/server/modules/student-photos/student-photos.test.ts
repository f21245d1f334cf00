import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import type { StudentDetail, StudentListResponse } from '#shared/contracts/students'
import type { Role } from '#shared/roles'
import { MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { insertOtherSchool, OTHER_SCHOOL } from '../../test/other-school'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { SCHOOL_COOKIE } from '../schools'
import { createTestApp, ON_CITUS, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { writeCounter } from '../../test/write-counter'
import { jpegWithExif, noisyPng, pngClaiming } from './student-photos.fixtures'

/**
 * The student's face (ADR 025): a photo is re-encoded without its metadata, a bad file changes
 * nothing, and only staff, the student and their linked adults see it, never from a shared cache.
 */
describe.each(TEST_DATABASES)('student photos on %s', (kind) => {
  let t: TestApp
  let rowsWritten: () => Promise<number>
  const cookies = new Map<Role, string>()
  let child: string // a child of the demo parent's, not the demo student
  let self: string // the demo student
  let stranger: string // neither
  // Named by its code (ADR 034), as every request must be once a second school is added below.
  const as = (who: Role) => ({ cookie: `${cookies.get(who)!}; ${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}` })
  const put = (id: string, body: Buffer | string, who: Role = 'headmaster', type = 'image/jpeg') =>
    t.app.inject({ method: 'PUT', url: `/api/students/${id}/photo`, headers: { ...as(who), 'content-type': type }, payload: body })
  const get = (id: string, headers: Record<string, string>, size = 'thumb') =>
    t.app.inject({ method: 'GET', url: `/api/students/${id}/photo?size=${size}`, headers })
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/students/${id}`, headers: as('headmaster') })).json<StudentDetail>()

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    for (const role of ['headmaster', 'homeroom_teacher', 'subject_teacher', 'student', 'parent'] as const) cookies.set(role, await cookieFor(t.app, role))
    const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: as('parent') })).json<ParentChildrenResponse>()
    self = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as('student') })).json<{ user: { id: string } }>().user.id
    child = children.find((c) => c.id !== self)!.id // the demo student is this parent's child too: the other one
    const { students } = (await t.app.inject({ method: 'GET', url: '/api/students?pageSize=50', headers: as('headmaster') })).json<StudentListResponse>()
    stranger = students.find((s) => s.id !== self && !children.some((c) => c.id === s.id))!.id
    rowsWritten = await writeCounter(t)
  })
  afterAll(() => t.close())

  it('keeps the photo re-encoded, upright, without EXIF or location, and serves it privately', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif?.includes('Secret Photographer')).toBe(true) // the test's file has them
    const saved = await put(child, original)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ photoUpdatedAt: MONDAY_MORNING.toISOString() })

    const large = await get(child, as('headmaster'), 'large')
    expect(large.statusCode).toBe(200)
    expect(large.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=86400' })
    const seen = await sharp(large.rawPayload).metadata()
    expect(seen).toMatchObject({ format: 'webp', width: 200, height: 300 }) // stored 300 × 200 on its side: turned upright
    expect([seen.exif, seen.icc, seen.xmp, seen.iptc, seen.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(large.rawPayload.includes('Secret Photographer')).toBe(false)

    const thumb = await get(child, as('headmaster'))
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(12 * 1024)
    const small = await sharp(thumb.rawPayload).metadata()
    expect([small.width, small.height, small.exif]).toEqual([128, 128, undefined])
    const again = await get(child, { ...as('headmaster'), 'if-none-match': String(thumb.headers.etag) })
    expect(again.statusCode).toBe(304)

    expect((await detail(child)).photoUpdatedAt).toBe(MONDAY_MORNING.toISOString())
    const list = async (photo: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/students?pageSize=100&photo=${photo}`, headers: as('headmaster') })).json<StudentListResponse>()
    expect((await list('with')).students.map((s) => s.id)).toContain(child)
    expect((await list('without')).students.map((s) => s.id)).not.toContain(child)
    expect((await list('sometimes')).students).toBeUndefined() // a 400
  })

  // Random pixels at 128 px are about 12.7 KB at the first quality step: only the next steps make them fit.
  it('makes the thumbnail fit in 12 KB even from random pixels', async () => {
    const saved = await put(stranger, await noisyPng(128, 128), 'homeroom_teacher', 'image/png')
    expect(saved.statusCode, saved.body).toBe(200)
    const thumb = await get(stranger, as('headmaster'))
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(12 * 1024)
    expect(thumb.rawPayload.length).toBeGreaterThan(1024) // still a picture, not a grey square
  })

  // Counts the rows written: not on Citus (write-counter.ts).
  it.skipIf(ON_CITUS)('refuses a file that is not a photo it can read, with a clear 4xx, and changes nothing', async () => {
    const before = await rowsWritten()
    const kept = (await get(child, as('headmaster'))).rawPayload
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).gif().toBuffer()
    const cases: [string, Buffer | string, string, number, string][] = [
      ['a text file called a JPEG', 'Dear teacher, this is not a photo.', 'image/jpeg', 400, 'photo_type'],
      ['a GIF', gif, 'image/gif', 400, 'photo_type'],
      ['JSON', '{"photo":"x"}', 'application/json', 400, 'photo_missing'],
      ['a JPEG that stops after its header', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]), 'image/jpeg', 400, 'photo_unreadable'],
      ['a PNG that says it is 9000 × 8000', await pngClaiming(9000, 8000), 'image/png', 400, 'photo_too_many_pixels'],
      ['over 5 MB', Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg', 413, 'photo_too_large'],
    ]
    for (const [what, body, type, status, code] of cases) {
      const response = await put(child, body, 'headmaster', type)
      expect(response.statusCode, what).toBe(status)
      expect(response.json(), what).toMatchObject({ code })
    }
    expect((await put(child, 'x', 'headmaster', 'image/jpeg')).json().error).toBe('Choose a photo: a JPEG, PNG, WebP or HEIC image')
    expect((await put(child, Buffer.alloc(5 * 1024 * 1024 + 1, 1))).json().error).toBe('The photo is larger than 5 MB')
    expect(await rowsWritten()).toBe(before)
    expect((await get(child, as('headmaster'))).rawPayload.equals(kept)).toBe(true)
    expect((await put('no-such-student', await jpegWithExif())).statusCode).toBe(404)
  })

  it('shows a photo to staff, to the student and to their linked adults only', async () => {
    expect((await put(self, await jpegWithExif())).statusCode).toBe(200)
    for (const who of ['headmaster', 'homeroom_teacher', 'subject_teacher'] as const) expect((await get(child, as(who))).statusCode, who).toBe(200)
    expect((await get(self, as('student'))).statusCode).toBe(200)
    expect((await get(child, as('student'))).statusCode).toBe(403) // an unrelated student
    expect((await get(child, as('parent'))).statusCode).toBe(200)
    expect((await get(stranger, as('parent'))).statusCode).toBe(403) // another family's child, with a photo
    expect((await get('no-such-student', as('parent'))).statusCode).toBe(403) // the same answer when there is no such child
    expect((await get(child, {})).statusCode).toBe(401)
    // Another parent of the school, not linked to this child.
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json<DemoAccountsResponse>()
    let unlinked: string | null = null
    for (const account of demo.accounts.filter((a) => a.role === 'parent')) {
      const cookie = sessionCookieOf(await signIn(t.app, 'parent', account.identifier, demo.password))
      const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie } })).json<ParentChildrenResponse>()
      if (!children.some((c) => c.id === child)) unlinked = cookie
    }
    expect(unlinked).not.toBeNull()
    expect((await get(child, { cookie: unlinked! })).statusCode).toBe(403)
    // Only those who may edit the student change it.
    for (const who of ['subject_teacher', 'student', 'parent'] as const) {
      expect((await put(self, await jpegWithExif(), who)).statusCode, who).toBe(403)
      expect((await t.app.inject({ method: 'DELETE', url: `/api/students/${self}/photo`, headers: as(who) })).statusCode, who).toBe(403)
    }
  })

  it("never serves another school's photo: the same student id in another school is not this one", async () => {
    await insertOtherSchool(t.ctx.db, MONDAY_MORNING)
    const { students } = (await t.app.inject({ method: 'GET', url: '/api/students?photo=without&pageSize=1', headers: as('headmaster') })).json<StudentListResponse>()
    const id = students[0]!.id // the other school has a student with this id too (same seed)
    const other = await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', OTHER_SCHOOL.id).where('user_id', '=', id).executeTakeFirst()
    expect(other).toBeDefined()
    const bytes = await jpegWithExif()
    await t.ctx.db.insertInto('student_photos').values({
      school_id: OTHER_SCHOOL.id, student_id: id, thumb: bytes.subarray(0, 1000), large: bytes, mime_type: 'image/jpeg', updated_at: MONDAY_MORNING.toISOString(), updated_by: 'x',
    }).execute()
    expect((await get(id, as('headmaster'))).statusCode).toBe(404)
    expect((await detail(id)).photoUpdatedAt).toBeNull()
  })

  it('removes a photo for those who may edit, and an archived student’s photo goes with them', async () => {
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/students/${child}/photo`, headers: as('homeroom_teacher') })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ photoUpdatedAt: null })
    expect((await get(child, as('headmaster'))).statusCode).toBe(404)
    expect((await detail(child)).photoUpdatedAt).toBeNull()
    expect((await t.app.inject({ method: 'DELETE', url: '/api/students/no-such-student/photo', headers: as('headmaster') })).statusCode).toBe(404)

    // The demo's students have attendance history: deleting one archives them (ADR 006).
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/students/${stranger}`, headers: as('headmaster') })
    expect(deleted.json()).toEqual({ archived: true })
    const left = await t.ctx.db.selectFrom('student_photos').select('student_id').where('school_id', '=', t.ctx.schoolId).where('student_id', '=', stranger).execute()
    expect(left).toEqual([])
  })
})
