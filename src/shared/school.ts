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

export const LEVELS = ['Junior', 'Senior'] as const
export type Level = (typeof LEVELS)[number]

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'sick', 'permission'] as const
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]
/** What the day sheet filters by: a status, or no record yet. */
export const STATUS_FILTERS = [...ATTENDANCE_STATUSES, 'not_recorded'] as const

export const ATTENDANCE_METHODS = ['qr', 'manual'] as const
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number]

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]
