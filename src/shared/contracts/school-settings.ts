import { z } from 'zod'
import { HH_MM, isValidIsoDate, isValidTimeZone } from '../dates'
import { datesOfRange, HOLIDAY_FIRST_DATE, HOLIDAY_LAST_DATE, HOLIDAY_SPAN_MAX_DAYS, rangeLength } from '../holiday-ranges'
import { NAME_MAX_LENGTH } from '../limits'
import { LANGUAGES } from '../school'
import { levelNamesSchema } from '../level-names'
import { optionalText, requiredText } from '../text'

const clockTime = z.string().trim().regex(HH_MM, 'validation.time')
const isoDate = z.string().trim().refine(isValidIsoDate, 'validation.date')

export const HOLIDAY_NAME_MAX_LENGTH = 80
/** The line every notice ends with (how to reach the school): one line of text. */
export const NOTICE_CONTACT_MAX_LENGTH = 200
/** The school's city (ADR 047): a place name. */
export const SCHOOL_CITY_MAX_LENGTH = 80
/** How long after the late time a student with no record is notified to their family: up to four hours. */
export const NOTICE_CUTOFF_MINUTES_MAX = 240
/** Holiday days a school keeps (past years' too, for past reports): five years of every day. */
export const HOLIDAYS_MAX = 5 * 366

const holidayDate = isoDate.refine((date) => date >= HOLIDAY_FIRST_DATE && date <= HOLIDAY_LAST_DATE, 'holidayRange.outOfRange')
const holidayName = requiredText({ max: HOLIDAY_NAME_MAX_LENGTH })

/**
 * One holiday as the settings take it: a single `date` (older clients), or a range `from`–`to`
 * (`to` left out or empty: one day). Becomes the dates it covers (holiday-ranges.ts); `field` is
 * where a message about its dates belongs.
 */
export const holidaySchema = z
  .object({
    name: holidayName,
    date: holidayDate.optional(),
    from: holidayDate.optional(),
    to: z.literal('').or(holidayDate).optional(),
  })
  .superRefine((h, ctx) => {
    if (!h.date && !h.from) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['from'] })
    if (!h.from || !h.to) return
    if (h.to < h.from) ctx.addIssue({ code: 'custom', message: 'holidayRange.orderError', path: ['to'] })
    else if (rangeLength(h.from, h.to) > HOLIDAY_SPAN_MAX_DAYS) ctx.addIssue({ code: 'custom', message: 'holidayRange.tooLong', path: ['to'] })
  })
  .transform((h) => {
    const first = (h.from ?? h.date)!
    return { name: h.name, field: h.from ? ('from' as const) : ('date' as const), dates: datesOfRange(first, h.to || first) }
  })
export type HolidayInput = z.input<typeof holidaySchema>
export type Holiday = { date: string; name: string }

/**
 * PUT /api/school/settings. Term dates, holidays, the warning threshold and the notice settings may
 * be left out: what is left out stays as it is (older clients send only the first five fields).
 */
export const schoolSettingsSchema = z
  .object({
    name: requiredText({ max: NAME_MAX_LENGTH }),
    timeZone: z.string().trim().refine(isValidTimeZone, 'validation.timeZone'),
    schoolDayStart: clockTime,
    lateAfter: clockTime,
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    schoolDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'validation.schoolDays')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    /**
     * The first day `schoolDays` are in force (ADR 043): today (the default) or later, never before
     * today; the days before it keep the weekdays they had.
     */
    schoolDaysFrom: isoDate.optional(),
    /** The current term, for the reports' "this term"; null when not set. */
    termStart: isoDate.nullable().optional(),
    termEnd: isoDate.nullable().optional(),
    /**
     * Days off within the school weeks: not school days. Replaces the whole list when sent; each
     * entry a day or a range, saved as one row per date (sorted by date).
     */
    holidays: z
      .array(holidaySchema)
      .max(HOLIDAYS_MAX, 'validation.tooMany')
      .superRefine((holidays, ctx) => {
        const seen = new Set<string>()
        let days = 0
        holidays.forEach((holiday, index) => {
          // An entry refused on its own was never turned into dates: its message is already there.
          if (!Array.isArray(holiday.dates)) return
          days += holiday.dates.length
          if (holiday.dates.some((date) => seen.has(date))) ctx.addIssue({ code: 'custom', message: 'validation.duplicateDate', path: [index, holiday.field] })
          for (const date of holiday.dates) seen.add(date)
        })
        if (days > HOLIDAYS_MAX) ctx.addIssue({ code: 'custom', message: 'validation.tooMany', path: [] })
      })
      .transform((holidays): Holiday[] =>
        holidays.flatMap((h) => h.dates.map((date) => ({ date, name: h.name }))).sort((a, b) => (a.date < b.date ? -1 : 1)),
      )
      .optional(),
    /** A fraction: 0.9 flags students attending under 90% of school days. */
    warningThreshold: z.number({ message: 'validation.threshold' }).min(0.5, 'validation.threshold').max(1, 'validation.threshold').optional(),
    /** A late mark is notified to the student's adults too (absences always are). */
    notifyLate: z.boolean({ message: 'validation.invalid' }).optional(),
    /** A pupil at school that day who is marked absent in a lesson is notified to their adults (ADR 052). */
    notifyLessonMissing: z.boolean({ message: 'validation.invalid' }).optional(),
    /** A scanned card is recorded only after a tap on the scanner confirms the face (ADR 027). */
    confirmCards: z.boolean({ message: 'validation.invalid' }).optional(),
    /** Going-home scans (ADR 029): a scan from `departuresFrom` on of a student who arrived records their departure. */
    departureScans: z.boolean({ message: 'validation.invalid' }).optional(),
    departuresFrom: clockTime.optional(),
    /** HH:MM: a departure before it is "left early". */
    schoolDayEnd: clockTime.optional(),
    /** Minutes past the late time at which a student with no record is notified (cutoff-notices.ts). */
    noticeCutoffMinutes: z
      .number({ message: 'schoolNotices.cutoffMinutesInvalid' })
      .int('schoolNotices.cutoffMinutesInvalid')
      .min(0, 'schoolNotices.cutoffMinutesInvalid')
      .max(NOTICE_CUTOFF_MINUTES_MAX, 'schoolNotices.cutoffMinutesInvalid')
      .optional(),
    /** One line every notice ends with; empty or null: none. */
    noticeContact: optionalText({ max: NOTICE_CONTACT_MAX_LENGTH })
      .transform((line) => line || null)
      .nullable()
      .optional(),
    /** The language of everyone who has not chosen their own (ADR 030). */
    defaultLanguage: z.enum(LANGUAGES, { message: 'validation.language' }).optional(),
    /** The school's own names for its levels (ADR 045); an empty name: the reader's language's default. */
    levelNames: levelNamesSchema.optional(),
    /** The school's city, before the date above the signatures of its papers (ADR 047); empty or null: none. */
    city: optionalText({ max: SCHOOL_CITY_MAX_LENGTH })
      .transform((city) => city || null)
      .nullable()
      .optional(),
  })
  .refine((s) => s.lateAfter >= s.schoolDayStart, { message: 'validation.lateBeforeStart', path: ['lateAfter'] })
  .refine((s) => !s.termStart || !s.termEnd || s.termEnd >= s.termStart, { message: 'validation.termOrder', path: ['termEnd'] })
export type SchoolSettings = z.output<typeof schoolSettingsSchema>
export type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>

export const schoolSettingsResponseSchema = z.object({
  settings: z.object({
    name: z.string(),
    timeZone: z.string(),
    schoolDayStart: z.string(),
    lateAfter: z.string(),
    /** The weekdays in force today. */
    schoolDays: z.array(z.number()),
    /** The weekdays over time (ADR 043): those the school started with and each change from its date, oldest first. */
    schoolWeek: z.object({ initial: z.array(z.number()), changes: z.array(z.object({ from: z.string(), days: z.array(z.number()) })) }),
    termStart: z.string().nullable(),
    termEnd: z.string().nullable(),
    /** Sorted by date. */
    holidays: z.array(z.object({ date: z.string(), name: z.string() })),
    warningThreshold: z.number(),
    notifyLate: z.boolean(),
    notifyLessonMissing: z.boolean(),
    confirmCards: z.boolean(),
    departureScans: z.boolean(),
    departuresFrom: z.string(),
    schoolDayEnd: z.string(),
    noticeCutoffMinutes: z.number(),
    noticeContact: z.string().nullable(),
    defaultLanguage: z.enum(LANGUAGES),
    /** null: the level's default name in the reader's language. */
    levelNames: z.object({ Junior: z.string().nullable(), Senior: z.string().nullable() }),
    city: z.string().nullable(),
  }),
  today: z.string(),
})
export type SchoolSettingsResponse = z.infer<typeof schoolSettingsResponseSchema>
