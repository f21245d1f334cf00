import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/create-db'
import { hashPassword } from '../lib/password'
import { insertDistrictUser } from '../modules/district'

export const DISTRICT_USER = { name: 'Siti Rahma', email: 'siti@dinas.example', password: 'district-password' } as const

/** The district user tests sign in as (npm run district:create makes one the same way). */
export async function insertDistrictTestUser(db: Db, at: Date): Promise<void> {
  await insertDistrictUser(db, {
    id: 'district-user',
    name: DISTRICT_USER.name,
    email: DISTRICT_USER.email,
    password_hash: await hashPassword(DISTRICT_USER.password),
    created_at: at.toISOString(),
  })
}

/** Signs the district user in and returns the district cookie, ready for a Cookie header. */
export async function districtCookie(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/district/login', payload: { email: DISTRICT_USER.email, password: DISTRICT_USER.password } })
  const cookie = response.cookies.find((c) => c.name === 'rollcall_district')
  if (response.statusCode !== 200 || !cookie) throw new Error(`district sign-in failed: ${response.body}`)
  return `rollcall_district=${cookie.value}`
}
