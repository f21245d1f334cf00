/** Enumerations of a school's data, in the words the app shows and the exports write. */
export const DEPARTMENTS = [
  'Science',
  'Arts',
  'Language',
  'Computer',
  'Health',
  'Business',
  'Mathematics',
  'Social Studies',
] as const

/**
 * The departments a new school starts with, as text keys (`defaultDepartments.*`): created in the school's
 * language (ADR 045), in this order. DEPARTMENTS above are their English names, which the demo school uses.
 */
export const DEFAULT_DEPARTMENT_KEYS = ['science', 'arts', 'language', 'computer', 'health', 'business', 'mathematics', 'socialStudies'] as const

export const LEVELS = ['Junior', 'Senior'] as const
export type Level = (typeof LEVELS)[number]

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'sick', 'permission'] as const
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]
/** What the day sheet filters by: a status, or no record yet. */
export const STATUS_FILTERS = [...ATTENDANCE_STATUSES, 'not_recorded'] as const

/** How a record was taken: a scanned code, by hand, or by an approved absence request (ADR 020). */
export const ATTENDANCE_METHODS = ['qr', 'manual', 'request'] as const
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number]

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/** The languages the app is written in (src/shared/i18n/<code>/); English is the default (ADR 030). */
export const LANGUAGES = ['en', 'id'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
/** Each language's own name, shown as itself in every language's switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' }
/** The locale dates and numbers are formatted in: English as the app always wrote them (en-GB dates). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID' }
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}
/**
 * The browser's own bars in each theme (<meta name="theme-color">, the manifest's theme_color):
 * the header's --surface in styles.css. index.html repeats them; lib/theme.ts sets them.
 */
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#0f172a' }
