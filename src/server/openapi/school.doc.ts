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
