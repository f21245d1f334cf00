/** The timetable module as other code may use it; everything else in this folder is its own (ADR 051). */
export { bellScheduleIssues, periodLeftOut, writeBellSchedule } from './bell-schedule.service'
export { findLessonOn, lessonsOfTeacherOn, type LessonOn } from './lesson-days.queries'
export { lessonGroupOf } from './lesson-groups.service'
export { headerOf as timetableHeaderOf, replaceWeekIn } from './timetable-import.service'
export { timetableImportRoutes } from './timetable-import.routes'
export { timetableRoutes } from './timetable.routes'
