import type { ApprovalDay } from '#shared/contracts/absence-requests'
import { en } from '#shared/i18n/en/index'
import { id } from '#shared/i18n/id/index'
import { translate, type Texts } from '#shared/i18n/translate'
import { type AttendanceStatus, isLanguage, LANGUAGE_LOCALES, type Language } from '#shared/school'

/**
 * The texts of every notice, made from facts only (pure): the same facts always give the same message.
 * Every word comes from the translation layer (src/shared/i18n/en/notices.ts), in the adult's language.
 */
export type NoticeKind =
  | 'absent' | 'late' | 'correction' | 'missing' | 'lesson_missing' | 'class_digest' | 'school_digest' | 'approved' | 'rejected' | 'cancelled'
  | GuardianNoticeKind

export interface SchoolFacts {
  name: string
  /** The school's contact line; null says "contact the school" by name. */
  contact: string | null
}

export interface NoticeText {
  subject: string
  body: string
}

/** The languages notices are written in, with their plural rules; an unknown one falls back to English. */
const TEXTS: Record<Language, Texts> = {
  en: { messages: en, plurals: new Intl.PluralRules('en') },
  id: { messages: id, plurals: new Intl.PluralRules('id') },
}
const languageOf = (language: string): Language => (isLanguage(language) ? language : 'en')

type Translator = (key: string, values?: Record<string, string | number>) => string

/** translate() in the adult's language, never the request's: a notice is read by its recipient, not by who caused it. */
function translatorFor(language: string): Translator {
  const { messages, plurals } = TEXTS[languageOf(language)]
  return (key, values = {}) => translate(key, values, messages, plurals)
}

/** One formatter per language: making one costs far more than using it, and a roll call words 40 dates. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** The last dates worded, by language and date: a roll call's 40 notices are about one day. */
const worded = new Map<string, string>()

/** "Monday 4 March 2030", "Senin, 4 Maret 2030": a school date in words, as the adult reads it. */
export function dateInWords(isoDate: string, language: string): string {
  const key = `${language} ${isoDate}`
  const known = worded.get(key)
  if (known) return known
  let format = dateFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[languageOf(language)], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    dateFormats.set(language, format)
  }
  const words = format.format(new Date(`${isoDate}T00:00:00Z`))
  if (worded.size >= 1000) worded.clear()
  worded.set(key, words)
  return words
}

function closing(school: SchoolFacts, t: Translator): string {
  return school.contact ? t('notices.message.contact', { contact: school.contact }) : t('notices.message.contactByName', { school: school.name })
}

export interface StudentNoticeFacts {
  kind: 'absent' | 'late' | 'correction' | 'missing'
  language: string
  adult: string
  child: string
  date: string
  /** The status now: what a correction says. */
  status: AttendanceStatus | null
  /** 'HH:MM': the cut-off, for a missing record. */
  cutoff?: string
  school: SchoolFacts
}

export function studentNotice(facts: StudentNoticeFacts): NoticeText {
  const t = translatorFor(facts.language)
  const date = dateInWords(facts.date, facts.language)
  const status = facts.status ? t(`status.${facts.status}`) : ''
  const values = { child: facts.child, date, school: facts.school.name, status, time: facts.cutoff ?? '' }
  return {
    subject: t(`notices.message.${facts.kind}Subject`, values),
    body: [t('notices.message.greeting', { name: facts.adult }), t(`notices.message.${facts.kind}Body`, values), closing(facts.school, t)].join('\n\n'),
  }
}

/** A lesson as a notice names it: its subject, period and times that day. */
export interface LessonFacts {
  subject: string
  period: number
  startsAt: string
  endsAt: string
}

export interface LessonMissingNoticeFacts {
  language: string
  adult: string
  child: string
  date: string
  lesson: LessonFacts
  school: SchoolFacts
}

/** A pupil at school that day, marked absent in a lesson (ADR 052), told to one of their adults. */
export function lessonMissingNotice(facts: LessonMissingNoticeFacts): NoticeText {
  const t = translatorFor(facts.language)
  const { subject, period, startsAt: start, endsAt: end } = facts.lesson
  const values = { child: facts.child, date: dateInWords(facts.date, facts.language), school: facts.school.name, subject, period, start, end }
  return {
    subject: t('lessonAlerts.message.subject', values),
    body: [t('notices.message.greeting', { name: facts.adult }), t('lessonAlerts.message.body', values), closing(facts.school, t)].join('\n\n'),
  }
}

export interface DecisionNoticeFacts {
  kind: 'approved' | 'rejected' | 'cancelled'
  language: string
  adult: string
  child: string
  from: string
  to: string
  reason: 'sick' | 'permission'
  note: string | null
  /** A cancellation: the first day taken back (the school's today, or the request's first day if later). */
  since?: string
  /** An approval: what it did on each school day, one line each (ADR 042: never "recorded as sick" for a day that is not). */
  days?: readonly ApprovalDay[]
  school: SchoolFacts
}

/** "Fri 27 Nov", "Jum 27 Nov": a day of a request, short, as a line of the approval lists it. */
function shortDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[languageOf(language)], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '')
}

/** One approval day's line: "- Fri 27 Nov: recorded as sick (was absent)", "- Mon 30 Nov: left as present, recorded by staff". */
function approvalDayLine(day: ApprovalDay, reason: string, language: string, t: Translator): string {
  const values = { day: shortDate(day.date, language), reason }
  if (day.outcome === 'recorded') return t(day.was ? 'notices.message.approvedDayOverAbsent' : 'notices.message.approvedDay', values)
  return t(`notices.message.approvedDayKept.${day.by}`, { ...values, status: t(`status.${day.status}`) })
}

/** An absence request's decision, or an approved one cancelled by staff, told to the child's adults (ADR 021). */
export function decisionNotice(facts: DecisionNoticeFacts): NoticeText {
  const t = translatorFor(facts.language)
  const from = dateInWords(facts.from, facts.language)
  const days = facts.from === facts.to ? from : `${from} – ${dateInWords(facts.to, facts.language)}`
  const since = facts.since ? dateInWords(facts.since, facts.language) : ''
  const values = { child: facts.child, days, reason: t(`status.${facts.reason}`), since }
  const body = [t('notices.message.greeting', { name: facts.adult }), t(`notices.message.${facts.kind}Body`, values)]
  if (facts.kind === 'approved' && facts.days?.length) {
    body.push([t('notices.message.approvedDays'), ...facts.days.map((d) => approvalDayLine(d, values.reason, facts.language, t))].join('\n'))
  }
  if (facts.note) body.push(t('notices.message.decisionNote', { note: facts.note }))
  return { subject: t(`notices.message.${facts.kind}Subject`, values), body: [...body, closing(facts.school, t)].join('\n\n') }
}

/** Who was linked or removed, told to the child's other adults and homeroom teacher; `guardian_removed_you`: to the adult removed. */
export type GuardianNoticeKind = 'guardian_linked' | 'guardian_removed' | 'guardian_removed_you'

export interface GuardianNoticeFacts {
  kind: GuardianNoticeKind
  language: string
  /** Who reads it. */
  reader: string
  child: string
  /** The adult linked or removed. */
  adult: { name: string; email: string }
  /** When, in the school's zone: its date, and 'HH:MM'. */
  date: string
  time: string
  school: SchoolFacts
}

const GUARDIAN_TEXTS = {
  guardian_linked: ['notices.message.guardianLinkedSubject', 'notices.message.guardianLinkedBody'],
  guardian_removed: ['notices.message.guardianRemovedSubject', 'notices.message.guardianRemovedBody'],
  guardian_removed_you: ['notices.message.guardianRemovedYouSubject', 'notices.message.guardianRemovedYouBody'],
} as const

/** An adult linked to a child or removed (ADR 020 addendum): who, which child, when, and what to do if it is unexpected. */
export function guardianNotice(facts: GuardianNoticeFacts): NoticeText {
  const t = translatorFor(facts.language)
  const values = {
    child: facts.child, adult: facts.adult.name, email: facts.adult.email, school: facts.school.name,
    date: dateInWords(facts.date, facts.language), time: facts.time,
  }
  const [subject, body] = GUARDIAN_TEXTS[facts.kind]
  return {
    subject: t(subject, values),
    body: [t('notices.message.greeting', { name: facts.reader }), t(body, values), t('notices.message.guardianUnexpected'), closing(facts.school, t)].join('\n\n'),
  }
}

export interface ClassDigestFacts {
  language: string
  teacher: string
  className: string
  date: string
  cutoff: string
  /** Students absent or not recorded (status null), by name. */
  students: { name: string; status: AttendanceStatus | null }[]
  /** Students at school but missing from a lesson (ADR 052), a line per lesson, with the lesson's date. */
  lessons?: ({ date: string; name: string } & LessonFacts)[]
  school: SchoolFacts
}

export function classDigest(facts: ClassDigestFacts): NoticeText {
  const t = translatorFor(facts.language)
  const date = dateInWords(facts.date, facts.language)
  const values = { class: facts.className, date, time: facts.cutoff }
  const lines = facts.students.map((s) =>
    t('notices.message.digestLine', { name: s.name, status: s.status ? t(`statusOption.${s.status}`) : t('status.not_recorded') }))
  const list = facts.students.length ? [t('notices.message.classDigestBody', values), lines.join('\n')].join('\n\n') : t('notices.message.classDigestNone', values)
  // A paragraph a day (the school day before, whole; today's registers so far), oldest first.
  const days = [...new Set((facts.lessons ?? []).map((l) => l.date))].sort()
  const lessons = days.map((day) => [t('lessonAlerts.message.digestTitle', { date: dateInWords(day, facts.language) }),
    ...facts.lessons!.filter((l) => l.date === day).map((l) =>
      t('lessonAlerts.message.digestLine', { name: l.name, subject: l.subject, period: l.period, start: l.startsAt, end: l.endsAt }))].join('\n'))
  return {
    subject: t('notices.message.classDigestSubject', { ...values, count: facts.students.length }),
    body: [t('notices.message.greeting', { name: facts.teacher }), list, ...lessons].join('\n\n'),
  }
}

export interface SchoolDigestFacts {
  language: string
  headmaster: string
  date: string
  cutoff: string
  total: number
  /** Records by status, and the students with none. */
  counts: Partial<Record<AttendanceStatus, number>>
  notRecorded: number
  school: SchoolFacts
}

const STATUS_ORDER: AttendanceStatus[] = ['present', 'late', 'absent', 'sick', 'permission']

export function schoolDigest(facts: SchoolDigestFacts): NoticeText {
  const t = translatorFor(facts.language)
  const date = dateInWords(facts.date, facts.language)
  const values = { school: facts.school.name, date, time: facts.cutoff, total: facts.total }
  const lines = [
    ...STATUS_ORDER.map((s) => t('notices.message.schoolDigestLine', { status: t(`statusOption.${s}`), count: facts.counts[s] ?? 0 })),
    t('notices.message.schoolDigestLine', { status: t('status.not_recorded'), count: facts.notRecorded }),
  ]
  return {
    subject: t('notices.message.schoolDigestSubject', values),
    body: [t('notices.message.greeting', { name: facts.headmaster }), t('notices.message.schoolDigestBody', values), lines.join('\n')].join('\n\n'),
  }
}

/** The line every email ends with: how to stop them, without signing in. */
export function unsubscribeLine(language: string, url: string): string {
  return translatorFor(language)('notices.message.unsubscribe', { url })
}

/** The List-Unsubscribe header's comment, in the adult's language. */
export function unsubscribeComment(language: string): string {
  return translatorFor(language)('notices.message.unsubscribeComment')
}

/** Any other text of the notices in the adult's language (the unsubscribe page). */
export const noticeText = (language: string, key: string, values?: Record<string, string | number>): string => translatorFor(language)(key, values)
