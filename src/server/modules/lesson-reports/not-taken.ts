import type { NotTakenResponse } from '#shared/contracts/lesson-reports'
import { isoWeekday } from '#shared/dates'
import type { AppContext } from '../../context'
import { loadHolidays, type School, schoolDaysBetween, todayAt } from '../schools'
import { listChangesBetween, listRegistersBetween, listWeekLessons, namesOf } from './lesson-reports.queries'

type Lesson = NotTakenResponse['teachers'][number]['lessons'][number]

/**
 * "Registers not taken" (ADR 052): every lesson that was due and has no register. A lesson is due on a date
 * when the date is a school day (the school's weekdays then, not a holiday: the calendar every report uses),
 * on the lesson's weekday, on or after the day the lesson was put in the timetable, not cancelled that date,
 * and over (today: its period has ended). It is listed under whoever taught it that date: the substitute
 * when there was one. `teacherId` keeps one teacher's; null, everyone's.
 */
export async function registersNotTaken(
  ctx: AppContext, school: School, range: { from: string; to: string }, teacherId: string | null,
): Promise<NotTakenResponse> {
  const now = ctx.now()
  const today = todayAt(school, now)
  const end = range.to < today ? range.to : today
  if (range.from > end) return { from: range.from, to: range.to, teachers: [] }
  const [holidays, lessons, changes, registers] = await Promise.all([
    loadHolidays(ctx.db, ctx.schoolId, range.from, end),
    listWeekLessons(ctx.db, ctx.schoolId, teacherId),
    listChangesBetween(ctx.db, ctx.schoolId, range.from, end),
    listRegistersBetween(ctx.db, ctx.schoolId, range.from, end),
  ])
  const changeOn = new Map(changes.map((c) => [`${c.lesson_id}/${c.date}`, c]))
  const taken = new Set(registers.map((r) => `${r.lesson_id}/${r.date}`))
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: school.time_zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)
  const byTeacher = new Map<string, Lesson[]>()
  for (const date of schoolDaysBetween(school, holidays, range.from, end)) {
    const weekday = isoWeekday(date)
    for (const lesson of lessons) {
      if (lesson.weekday !== weekday || todayAt(school, new Date(lesson.created_at)) > date) continue
      if (taken.has(`${lesson.id}/${date}`) || (date === today && clock < lesson.ends_at)) continue
      const change = changeOn.get(`${lesson.id}/${date}`)
      if (change?.kind === 'cancelled') continue
      const teacher = change?.substitute_id ?? lesson.teacher_id
      if (teacherId && teacher !== teacherId) continue
      const list = byTeacher.get(teacher) ?? []
      byTeacher.set(teacher, list)
      list.push({
        lessonId: lesson.id, date, period: lesson.period, startsAt: lesson.starts_at, endsAt: lesson.ends_at,
        className: lesson.class_name, subject: lesson.subject, substitute: Boolean(change?.substitute_id),
      })
    }
  }
  const names = await namesOf(ctx.db, ctx.schoolId, [...byTeacher.keys()])
  const teachers = [...byTeacher]
    .map(([id, list]) => ({ teacher: { id, name: names.get(id) ?? '' }, lessons: list }))
    .sort((a, b) => a.teacher.name.localeCompare(b.teacher.name) || (a.teacher.id < b.teacher.id ? -1 : 1))
  return { from: range.from, to: range.to, teachers }
}
