import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { KEPT_BY, REQUEST_STATES } from '../contracts/absence-requests'
import { dayCountsSchema } from '../contracts/attendance'
import { importActionSchema } from '../contracts/csv-import'
import { NOTICE_LANGUAGES } from '../contracts/notice-settings'
import { NOTICE_STATES, noticeSchema, noticesResponseSchema } from '../contracts/notices'
import { OFFLINE_REFUSALS } from '../contracts/offline-scans'
import { RECAP_FILE_COLUMNS } from '../contracts/papers'
import { CLASS_FILE_KEYS } from '../contracts/classes'
import { DAY_FILE_COLUMNS, HISTORY_FILE_COLUMNS, RANGE_FILE_COLUMNS, REPORT_SCOPES, WARNING_FILE_COLUMNS } from '../contracts/reports'
import { STUDENT_FILE_KEYS } from '../contracts/students'
import { TEACHER_FILE_KEYS } from '../contracts/teachers'
import { TIMETABLE_FILE_KEYS } from '../contracts/timetable'
import { SETUP_STEPS } from '../contracts/school-setup'
import { ROLES, STAFF_ROLES } from '../roles'
import { ATTENDANCE_METHODS, ATTENDANCE_STATUSES, DEFAULT_DEPARTMENT_KEYS, LEVELS, STATUS_FILTERS } from '../school'
import { INDONESIAN_TIME_ZONES } from '../time-zones'
import { en } from './en/index'

/**
 * A text no screen, message or file shows is a text nobody keeps right (and translates for nothing;
 * ADR 030, addendum on text nobody reads).
 * Every English key must be read somewhere in the app's code: as a quoted key (`t('a.b')`, `translate('a.b')`,
 * a zod message 'validation.x'), as a property of the imported texts (`texts.reports.files.rateColumn`), or as
 * one of the keys a family below builds at run time. Plural forms (`_one`, `_other`) count as their key.
 */

/** The app's code, as read by the browser, the server and the build: tests, generated types and the texts themselves left out. */
const root = fileURLToPath(new URL('../../../', import.meta.url))
const code: (readonly [string, string])[] = [...readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' }), '../vite.pwa.ts']
  .map((path) => `/src/${path}`.replace('/src/../', '/'))
  .filter((path) => /\.tsx?$/.test(path) && !/\.(test|d)\.tsx?$/.test(path) && !path.startsWith('/src/shared/i18n/'))
  .map((path) => [path, readFileSync(`${root}${path.slice(1)}`, 'utf8')] as const)
const allCode = code.map(([, text]) => text).join('\n')

/**
 * Keys built at run time, each family with the values it is filled with. Where src/shared defines the values,
 * they are taken from there, so a new status or state needs its text; where only one file of the app knows
 * them, they are written here and each must still be a quoted string in that file (`in`), so none outlives
 * its code. `*` marks where the code writes `${…}`; each family's template must still be in the code.
 */
const DYNAMIC: { template: string; values: readonly string[]; in?: string }[] = [
  { template: 'status.*', values: STATUS_FILTERS },
  { template: 'statusOption.*', values: ATTENDANCE_STATUSES },
  { template: 'rollCall.keys.*', values: ATTENDANCE_STATUSES },
  { template: 'studentFiles.columns.*', values: STUDENT_FILE_KEYS },
  { template: 'teacherFiles.columns.*', values: TEACHER_FILE_KEYS },
  { template: 'method.*', values: ATTENDANCE_METHODS },
  { template: 'roles.*', values: ROLES },
  { template: 'attendance.counts.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'reports.counts.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'reports.countsShort.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'district.counts.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'district.countsShort.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'reports.calendar.status.*', values: STATUS_FILTERS },
  { template: 'reports.calendar.short.*', values: STATUS_FILTERS },
  { template: 'reports.range.scopes.*', values: REPORT_SCOPES },
  { template: 'papers.monthly.letters.*', values: Object.keys(dayCountsSchema.shape) },
  { template: 'papers.recap.columns.*', values: RECAP_FILE_COLUMNS },
  { template: 'absenceRequests.states.*', values: REQUEST_STATES },
  { template: 'requests.state.*', values: REQUEST_STATES },
  { template: 'requests.card.kept.*', values: KEPT_BY },
  { template: 'notices.message.approvedDayKept.*', values: KEPT_BY },
  { template: 'notices.page.states.*', values: NOTICE_STATES },
  { template: 'notices.page.channels.*', values: noticeSchema.shape.channel.options },
  // The notices page says how messages go out: `notices.page.transport${'None' | 'Smtp' | 'Webhook'}`.
  { template: 'notices.page.transport*', values: noticesResponseSchema.shape.transport.options.map((t) => t[0]!.toUpperCase() + t.slice(1)) },
  { template: 'noticeSettings.languages.*', values: NOTICE_LANGUAGES },
  { template: 'firstRun.steps.*.title', values: SETUP_STEPS },
  { template: 'firstRun.steps.*.hint', values: SETUP_STEPS },
  { template: 'scan.offline.reason.*', values: OFFLINE_REFUSALS },
  { template: 'import.dialog.actions.*', values: importActionSchema.options },
  { template: 'pages.dashboard.title.*', values: STAFF_ROLES },
  { template: 'levels.*', values: LEVELS },
  { template: 'defaultDepartments.*', values: DEFAULT_DEPARTMENT_KEYS },
  { template: 'timeZones.*', values: INDONESIAN_TIME_ZONES.map((z) => z.key) },
  // Values that only one part of the app knows.
  { template: 'schoolSettings.weekdays.*', values: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], in: '/src/web/features/account/components/school-days-field.tsx' },
  { template: 'reports.calendar.weekdays.*', values: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], in: '/src/web/components/attendance-calendar.tsx' },
  { template: 'reports.range.presets.*', values: ['week', 'month', 'term'], in: '/src/web/features/reports/components/date-ranges.ts' },
  { template: 'lessonReports.short.*', values: ['registers', 'present', 'late', 'absent', 'excused'], in: '/src/web/components/subject-lessons-table.tsx' },
  { template: 'lessonReports.columns.*', values: ['registers', 'present', 'late', 'absent', 'excused'], in: '/src/web/components/subject-lessons-table.tsx' },
  {
    template: 'scan.offline.refused.*',
    values: ['invalid', 'expired', 'notSchoolDay', 'unknownStudent', 'needsNetwork', 'noRoster', 'cardReplaced'],
    in: '/src/web/features/scan/offline/check-code.ts',
  },
  { template: 'departments.uses.*', values: ['classes', 'teachers', 'students'], in: '/src/server/modules/departments/departments.service.ts' },
  { template: 'import.dialog.*', values: ['toAdd', 'toUpdate', 'unchanged', 'withErrors'], in: '/src/web/components/csv-import/import-preview.tsx' },
  {
    template: 'import.file.*',
    values: ['empty', 'noRows', 'notUtf8', 'malformed', 'missingColumns', 'repeatedColumn', 'tooManyRows'],
    in: '/src/server/lib/csv-import/',
  },
  { template: 'reports.files.sheets.*', values: ['day', 'range', 'lowRate', 'absentStreak', 'history'], in: '/src/server/modules/reports/report-files.ts' },
  {
    template: 'notices.message.*Subject',
    values: ['absent', 'late', 'correction', 'missing', 'approved', 'rejected', 'cancelled'],
    in: '/src/server/modules/notices/notice-texts.ts',
  },
  {
    template: 'notices.message.*Body',
    values: ['absent', 'late', 'correction', 'missing', 'approved', 'rejected', 'cancelled'],
    in: '/src/server/modules/notices/notice-texts.ts',
  },
]

/**
 * Groups of texts the code reads key by key from a list (a file's column headers: `headersOf('studentFiles.columns',
 * STUDENT_FILE_KEYS)`): the group must still be named in the code, and each key of its lists has a text.
 */
const COLUMN_GROUPS: { group: string; values: readonly string[] }[] = [
  { group: 'studentFiles.columns', values: STUDENT_FILE_KEYS },
  { group: 'teacherFiles.columns', values: TEACHER_FILE_KEYS },
  { group: 'timetableFiles.columns', values: TIMETABLE_FILE_KEYS },
  { group: 'classFiles.columns', values: CLASS_FILE_KEYS },
  {
    group: 'reports.files.headers',
    values: [...new Set([...DAY_FILE_COLUMNS, ...RANGE_FILE_COLUMNS, ...HISTORY_FILE_COLUMNS, ...Object.values(WARNING_FILE_COLUMNS).flat()])],
  },
]

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return value !== null && typeof value === 'object' ? leafKeys(value, path) : [path]
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Every string in quotes that could be a key: 'a.b', "a.b", `a.b`. */
const quoted = new Set([...allCode.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1]))

/** Keys read as properties of imported texts: `import { reports as texts } from '…/i18n/en/reports'`, then `texts.reports.files.x`. */
const readAsProperties = new Set(
  code.flatMap(([, text]) => {
    const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*i18n\/en\/[^']*'/g)].flatMap((m) =>
      m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/).at(-1)!).filter((name) => name && !name.startsWith('type ')),
    )
    return names.flatMap((name) => [...text.matchAll(new RegExp(`(?<![\\w.])${escape(name)}((?:\\.\\w+)+)`, 'g'))].map((m) => m[1]!.slice(1)))
  }),
)

const keys = leafKeys(en)
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
const built = new Set([
  ...DYNAMIC.flatMap(({ template, values }) => values.map((value) => template.replace('*', value))),
  ...COLUMN_GROUPS.flatMap(({ group, values }) => values.map((value) => `${group}.${value}`)),
])
/** A template family as a pattern of the code that writes it: `*` stands for `${…}`. */
const written = (template: string) => new RegExp('`' + escape(template).replace('\\*', '\\$\\{[^`]+?\\}') + '`')
/** Template literals in the code that start like a key (`status.${…}`, `notices.page.transport${…}`). */
const groups = Object.keys(en).map(escape).join('|')
const keyTemplates = [...new Set([...allCode.matchAll(new RegExp(`\`(?:${groups})\\.[\\w.]*\\$\\{[^\`]*\``, 'g'))].map((m) => m[0]))]
const isRead = (key: string) => quoted.has(key) || built.has(key) || [...readAsProperties].some((path) => path === key || path.startsWith(`${key}.`))

describe('every English text is used', () => {
  it('reads each key somewhere in the code (a text nobody reads is deleted, in every language)', () => {
    const unused = keys.filter((key) => !isRead(withoutPlural(key)))
    expect(unused).toEqual([])
  })

  it('knows every key the code builds at run time (a new `${…}` key needs its family in DYNAMIC)', () => {
    const unknown = keyTemplates.filter((text) => !DYNAMIC.some(({ template }) => written(template).test(text)))
    expect(unknown).toEqual([])
  })

  it.each(DYNAMIC.map((family) => [family.template, family] as const))('%s: still built by the code, with a text for each value', (template, family) => {
    expect(written(template).test(allCode), `no \`${template.replace('*', '${…}')}\` left in the code`).toBe(true)
    const missing = family.values.map((value) => template.replace('*', value)).filter((key) => !keys.some((k) => withoutPlural(k) === key))
    expect(missing).toEqual([])
    if (family.in) {
      const where = code.filter(([path]) => path.startsWith(family.in!)).map(([, text]) => text).join('\n')
      expect(where, `${family.in} is not in the code`).not.toBe('')
      expect(family.values.filter((value) => !new RegExp(`['"]${escape(value)}['"]`).test(where))).toEqual([])
    }
  })

  it.each(COLUMN_GROUPS.map((family) => [family.group, family] as const))('%s: still named by the code, with a text for each column', (group, family) => {
    expect(quoted.has(group), `'${group}' is not named in the code`).toBe(true)
    expect(family.values.filter((value) => !keys.includes(`${group}.${value}`))).toEqual([])
  })
})
