import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import { findSchoolBySlug, listSchools } from './schools.queries'

/** The cookie that remembers, on one device, the school code typed on the sign-in screen. */
export const SCHOOL_COOKIE = 'rollcall_school'
/** A slug: lower-case letters, digits and inner hyphens, as a host name's label allows. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

/** How long the answer "this deployment has one school" is believed before it is asked again. */
const ONLY_SCHOOL_TTL_MS = 30_000

export type SchoolOfRequest =
  | { schoolId: string; by: 'host' | 'device' | 'only' }
  /** `unknown-host`: the host names no school; `choose`: several schools and nothing names one. */
  | { schoolId: null; why: 'unknown-host' | 'choose' }

/**
 * Which school a request is for (ADR 034), in this order:
 * 1. with BASE_DOMAIN, a host `<slug>.<BASE_DOMAIN>` names it (and nothing else may name another);
 * 2. the school code this device chose on the sign-in screen (the `rollcall_school` cookie);
 * 3. the deployment's only school, which is how a single-school server behaves as it always has.
 * Slugs never change, so what a slug names is kept in memory once found; whether there is only one
 * school is asked again every 30 s (a school created meanwhile is seen within that time).
 */
export function schoolResolver(ctx: ServerContext) {
  const idBySlug = new Map<string, string>()
  let only: { id: string | null; until: number } = { id: null, until: 0 }

  const bySlug = async (slug: string): Promise<string | null> => {
    if (!SLUG_PATTERN.test(slug)) return null
    const known = idBySlug.get(slug)
    if (known) return known
    const school = await findSchoolBySlug(ctx.db, slug)
    if (school) idBySlug.set(slug, school.id)
    return school?.id ?? null
  }

  const onlySchool = async (): Promise<string | null> => {
    const at = Date.now()
    if (at < only.until) return only.id
    const schools = await listSchools(ctx.db, 2)
    only = { id: schools.length === 1 ? schools[0]!.id : null, until: at + ONLY_SCHOOL_TTL_MS }
    return only.id
  }

  return async (request: Pick<FastifyRequest, 'hostname' | 'cookies'>): Promise<SchoolOfRequest> => {
    const base = ctx.config.baseDomain
    const host = request.hostname.toLowerCase().replace(/:\d+$/, '')
    if (base && host.endsWith(`.${base}`)) {
      const schoolId = await bySlug(host.slice(0, -base.length - 1))
      return schoolId ? { schoolId, by: 'host' } : { schoolId: null, why: 'unknown-host' }
    }
    const chosen = request.cookies[SCHOOL_COOKIE]
    if (chosen) {
      const schoolId = await bySlug(chosen)
      if (schoolId) return { schoolId, by: 'device' }
    }
    const schoolId = await onlySchool()
    return schoolId ? { schoolId, by: 'only' } : { schoolId: null, why: 'choose' }
  }
}

export type SchoolResolver = ReturnType<typeof schoolResolver>
