import { absenceRequests } from './absence-requests'
import { apiReference } from './api-reference'
import { tokens } from './tokens'
import { attendance } from './attendance'
import { cards } from './cards'
import { checkIn } from './check-in'
import { classes } from './classes'
import { departments } from './departments'
import { families } from './families'
import { firstRun } from './first-run'
import { importTexts } from './import'
import { manage } from './manage'
import { navExtra } from './nav-extra'
import { notices } from './notices'
import { languages } from './languages'
import { lessonReports } from './lesson-reports'
import { noticeSettings } from './notice-settings'
import { papers } from './papers'
import { profile } from './profile'
import { reports } from './reports'
import { requests } from './requests'
import { rollCall } from './roll-call'
import { schoolTerm } from './school-term'
import { schoolWords } from './school-words'
import { settings } from './settings'
import { signInSheet } from './sign-in-sheet'
import { studentPhotos } from './student-photos'
import { students } from './students'
import { teachers } from './teachers'
import { timetable } from './timetable'
import { lessonRegister } from './lesson-register'
import { lessonAlerts } from './lesson-alerts'
import { timetableDay } from './timetable-day'

/** The texts of the pages after sign-in: the web app loads them with those pages (ADR 009). index.ts has every text. */
export const enSignedIn = {
  ...absenceRequests,
  ...attendance,
  ...rollCall,
  ...profile,
  ...checkIn,
  ...cards,
  ...manage,
  ...students,
  ...studentPhotos,
  ...classes,
  ...teachers,
  ...importTexts,
  ...reports,
  ...navExtra,
  ...schoolTerm,
  ...schoolWords,
  ...settings,
  ...signInSheet,
  ...departments,
  ...firstRun,
  ...families,
  ...notices,
  ...noticeSettings,
  ...languages,
  ...requests,
  ...apiReference,
  ...tokens,
  ...papers,
  ...timetable,
  ...lessonRegister,
  ...lessonAlerts,
  ...timetableDay,
  ...lessonReports,
} as const
