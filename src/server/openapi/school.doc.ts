import { chooseSchoolRequestSchema, currentSchoolResponseSchema } from '#shared/contracts/schools'
import { schoolSettingsResponseSchema, schoolSettingsSchema } from '#shared/contracts/school-settings'
import { schoolSetupResponseSchema } from '#shared/contracts/school-setup'
import type { OperationDoc } from './operation'

export const schoolDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/school/settings', tag: 'school',
    summary: 'The school’s settings',
    description: 'Name, time zone, school days, term dates, holidays, the day’s times and notice settings.',
    response: schoolSettingsResponseSchema,
  },
  {
    method: 'PUT', url: '/api/school/settings', tag: 'school',
    summary: 'Change the school’s settings',
    description: 'Replaces the school’s settings and answers them as saved.',
    body: schoolSettingsSchema, response: schoolSettingsResponseSchema,
  },
  {
    method: 'GET', url: '/api/school/setup', tag: 'school',
    summary: 'The first-run checklist',
    description: 'Which steps of setting up the school are done (settings, departments, teachers, classes, students, passwords, a first roll call).',
    response: schoolSetupResponseSchema,
  },
]

/** The school code of a deployment with several schools (ADR 034). */
export const schoolsDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/schools/current', tag: 'school',
    summary: 'Which school this address or device is for',
    description: 'The school named by the host (`<code>.<BASE_DOMAIN>`), by the school code this device chose, or the only school; null when the deployment has several and none is named, and the sign-in screen asks for a code. Answers before any school is named.',
    response: currentSchoolResponseSchema,
  },
  {
    method: 'POST', url: '/api/schools/choose', tag: 'school',
    summary: 'Remember a school code on this device',
    description: 'Sets the `rollcall_school` cookie that names the school for every later request from this device. 404 `school_code_unknown` for a code no school has (or, at a school’s own address, another school’s).',
    body: chooseSchoolRequestSchema, response: currentSchoolResponseSchema,
  },
  {
    method: 'DELETE', url: '/api/schools/choose', tag: 'school',
    summary: 'Forget the school code on this device',
    description: 'Clears the school code and signs out of that school.',
    status: 204,
  },
]
