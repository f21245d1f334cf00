import { type AppContext, forSchool, type ServerContext } from '../../context'
import { listSchoolIds } from './schools.queries'

/**
 * Background work for every school of the deployment in turn (ADR 034), each in its own school's
 * context, as a request would have it. One school's failure is reported and does not stop the others.
 */
export async function forEverySchool(ctx: ServerContext, work: (school: AppContext) => Promise<unknown>, onError: (error: unknown) => void): Promise<void> {
  for (const schoolId of await listSchoolIds(ctx.db)) {
    await work(forSchool(ctx, schoolId)).catch(onError)
  }
}
