import type { enSignedIn } from '../en/signed-in'
import type { Widen } from '../en/index'
import { idAbsenceRequests } from './absence-requests'
import { idApiReference } from './api-reference'
import { idTokens } from './tokens'
import { idPapers } from './papers'
import { idTimetable } from './timetable'
import { idLessonRegister } from './lesson-register'
import { idLessonAlerts } from './lesson-alerts'
import { idTimetableDay } from './timetable-day'
import { idLessonReports } from './lesson-reports'
import { idAttendance } from './attendance'
import { idCards } from './cards'
import { idCheckIn } from './check-in'
import { idClasses } from './classes'
import { idDepartments } from './departments'
import { idFamilies } from './families'
import { idFirstRun } from './first-run'
import { idImport } from './import'
import { idManage } from './manage'
import { idNavExtra } from './nav-extra'
import { idNotices } from './notices'
import { idLanguages } from './languages'
import { idNoticeSettings } from './notice-settings'
import { idProfile } from './profile'
import { idReports } from './reports'
import { idRequests } from './requests'
import { idRollCall } from './roll-call'
import { idSchoolTerm } from './school-term'
import { idSchoolWords } from './school-words'
import { idSettings } from './settings'
import { idSignInSheet } from './sign-in-sheet'
import { idStudentPhotos } from './student-photos'
import { idStudents } from './students'
import { idTeachers } from './teachers'

/** The texts of the pages after sign-in, grouped as en/signed-in.ts groups them (ADR 009). */
export const idSignedIn = {
  ...idAbsenceRequests,
  ...idAttendance,
  ...idRollCall,
  ...idProfile,
  ...idCheckIn,
  ...idCards,
  ...idManage,
  ...idStudents,
  ...idStudentPhotos,
  ...idClasses,
  ...idTeachers,
  ...idImport,
  ...idReports,
  ...idNavExtra,
  ...idSchoolTerm,
  ...idSchoolWords,
  ...idSettings,
  ...idSignInSheet,
  ...idDepartments,
  ...idFirstRun,
  ...idFamilies,
  ...idNotices,
  ...idNoticeSettings,
  ...idLanguages,
  ...idRequests,
  ...idApiReference,
  ...idTokens,
  ...idPapers,
  ...idTimetable,
  ...idLessonRegister,
  ...idLessonAlerts,
  ...idTimetableDay,
  ...idLessonReports,
} satisfies Widen<typeof enSignedIn>
