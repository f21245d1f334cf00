import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { AppContext } from './context'
import { createLogger, logEachRequest } from './logger'
import { absenceRequestsRoutes } from './modules/absence-requests/absence-requests.routes'
import { attachmentRoutes } from './modules/absence-requests/attachments.routes'
import { accountRoutes } from './modules/account/account.routes'
import { attendanceStreamRoutes } from './modules/attendance/attendance-stream.routes'
import { attendanceRoutes } from './modules/attendance/attendance.routes'
import { sessionLoader } from './modules/auth/auth.plugin'
import { authRoutes } from './modules/auth/auth.routes'
import { classesRoutes } from './modules/classes/classes.routes'
import { departmentsRoutes } from './modules/departments/departments.routes'
import { familiesRoutes } from './modules/families/families.routes'
import { guardiansRoutes } from './modules/families/guardians.routes'
import { healthRoutes } from './modules/health/health.routes'
import { noticesRoutes } from './modules/notices/notices.routes'
import { openApiRoutes } from './openapi/openapi.routes'
import { unsubscribeRoutes } from './modules/notices/unsubscribe.routes'
import { passwordsRoutes } from './modules/passwords/passwords.routes'
import { qrRoutes } from './modules/qr/qr.routes'
import { reportsRoutes } from './modules/reports/reports.routes'
import { papersRoutes } from './modules/reports/papers.routes'
import { schoolRoutes } from './modules/schools/school-settings.routes'
import { schoolSetupRoutes } from './modules/schools/school-setup.routes'
import { districtRoutes } from './modules/district/district.routes'
import { districtTokensRoutes } from './modules/district/district-tokens.routes'
import { schoolsRoutes } from './modules/schools/schools.routes'
import { studentRoutes } from './modules/students/students-own.routes'
import { studentsRoutes } from './modules/students/students.routes'
import { studentImportRoutes } from './modules/students/student-import.routes'
import { photoImportRoutes } from './modules/student-photos/photo-import.routes'
import { studentPhotoRoutes } from './modules/student-photos/student-photos.routes'
import { teacherImportRoutes } from './modules/teachers/teacher-import.routes'
import { teachersRoutes } from './modules/teachers/teachers.routes'
import { tokensRoutes } from './modules/tokens/tokens.routes'
import { rosterRoutes } from './modules/roster/roster.routes'
import { csrfGuard } from './plugins/csrf'
import { clientErrors, errorHandler, frameworkErrors } from './plugins/error-handler'
import { requestLanguage } from './i18n/request-language'
import { httpRequirements } from './plugins/http-requirements'
import { pathIds } from './plugins/path-ids'
import { recordRoutes } from './plugins/route-table'
import { securityHeaders } from './plugins/security-headers'
import { utf8Json } from './plugins/utf8-json'
import { webApp } from './plugins/web-app'
import { refuseUndeclaredAnswers } from './openapi/status-contract'

/** Builds the app without listening: `main.ts` listens, tests call `app.inject()`. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const logger = createLogger(ctx.config.logLevel)
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Fastify's own two lines per request are off: logger.ts writes one (ADR 018).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // A request with no Host is refused by httpRequirements in the API's shape, not by Node with an empty 400.
    http: { requireHostHeader: false },
    // Fastify gives each plugin 10 s to start, then refuses to start at all ("Plugin did not start in time"):
    // a server starting on a busy host (CI's bench at load 10, an instance beside a deploy) must not die of it.
    pluginTimeout: 120_000,
  })
  app.decorate('ctx', ctx)
  logEachRequest(app)
  recordRoutes(app)
  if (ctx.config.declaredAnswersOnly) refuseUndeclaredAnswers(app)

  await app.register(requestLanguage)
  await app.register(errorHandler)
  await app.register(httpRequirements)
  await app.register(utf8Json)
  await app.register(securityHeaders)
  await app.register(cookie)
  await app.register(csrfGuard)
  await app.register(sessionLoader)
  await app.register(pathIds)

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(classesRoutes)
  await app.register(departmentsRoutes)
  await app.register(familiesRoutes)
  await app.register(guardiansRoutes)
  await app.register(absenceRequestsRoutes)
  await app.register(attachmentRoutes)
  await app.register(schoolRoutes)
  await app.register(schoolSetupRoutes)
  await app.register(schoolsRoutes)
  await app.register(districtRoutes)
  await app.register(districtTokensRoutes)
  await app.register(attendanceRoutes)
  await app.register(attendanceStreamRoutes)
  await app.register(qrRoutes)
  await app.register(reportsRoutes)
  await app.register(papersRoutes)
  await app.register(studentRoutes)
  await app.register(studentsRoutes)
  await app.register(studentImportRoutes)
  await app.register(studentPhotoRoutes)
  await app.register(photoImportRoutes)
  await app.register(teachersRoutes)
  await app.register(teacherImportRoutes)
  await app.register(tokensRoutes)
  await app.register(rosterRoutes)
  await app.register(passwordsRoutes)
  await app.register(noticesRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(openApiRoutes)
  await app.register(webApp)
  return app
}
