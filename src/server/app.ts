import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { AppContext } from './context'
import { createLogger, logEachRequest } from './logger'
import { absenceRequestsRoutes, attachmentRoutes } from './modules/absence-requests'
import { accountRoutes } from './modules/account'
import { attendanceRoutes, attendanceStreamRoutes } from './modules/attendance'
import { callerPlugin } from './security/caller.plugin'
import { authRoutes } from './modules/auth'
import { classesRoutes } from './modules/classes'
import { departmentsRoutes } from './modules/departments'
import { familiesRoutes, guardiansRoutes } from './modules/families'
import { healthRoutes } from './modules/health'
import { noticesRoutes, unsubscribeRoutes } from './modules/notices'
import { openApiRoutes } from './openapi/openapi.routes'
import { passwordsRoutes } from './modules/passwords'
import { qrRoutes } from './modules/qr'
import { papersRoutes, reportsRoutes } from './modules/reports'
import { schoolRoutes } from './modules/school-setup'
import { schoolSetupRoutes, schoolsRoutes } from './modules/schools'
import { districtRoutes, districtTokensRoutes } from './modules/district'
import { studentRoutes } from './modules/student-profile'
import { studentImportRoutes, studentsRoutes } from './modules/students'
import { photoImportRoutes, studentPhotoRoutes } from './modules/student-photos'
import { teacherImportRoutes, teachersRoutes } from './modules/teachers'
import { tokensRoutes } from './modules/tokens'
import { rosterRoutes } from './modules/roster'
import { registersRoutes } from './modules/registers'
import { lessonReportsRoutes } from './modules/lesson-reports'
import { timetableImportRoutes, timetableRoutes } from './modules/timetable'
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
  await app.register(callerPlugin)
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
  await app.register(timetableRoutes)
  await app.register(timetableImportRoutes)
  await app.register(registersRoutes)
  await app.register(lessonReportsRoutes)
  await app.register(passwordsRoutes)
  await app.register(noticesRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(openApiRoutes)
  await app.register(webApp)
  return app
}
