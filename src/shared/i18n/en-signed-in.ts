import { attendance } from './en/attendance'
import { checkIn } from './en/check-in'
import { firstRun } from './en/first-run'
import { importTexts } from './en/import'
import { management } from './en/management'
import { reports } from './en/reports'

/** The English texts of the pages after sign-in (the web app loads them with those pages); en.ts has every text. */
export const enSignedIn = { ...attendance, ...checkIn, ...management, ...importTexts, ...reports, ...firstRun } as const
