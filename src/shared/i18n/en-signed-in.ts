import { attendance } from './en/attendance'
import { checkIn } from './en/check-in'
import { firstWeek } from './en/first-week'
import { departmentTexts } from './en/departments'
import { firstRun } from './en/first-run'
import { importTexts } from './en/import'
import { management } from './en/management'
import { passwordsSignedIn } from './en/passwords'
import { reports } from './en/reports'
import { shortCode } from './en/short-code'

/** The English texts of the pages after sign-in (the web app loads them with those pages); en.ts has every text. */
export const enSignedIn = {
  ...attendance,
  ...checkIn,
  ...management,
  ...importTexts,
  ...reports,
  ...passwordsSignedIn,
  ...shortCode,
  ...firstWeek,
  ...departmentTexts,
  ...firstRun,
} as const
