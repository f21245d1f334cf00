import { describe, expect, it } from 'vitest'
import { en } from './en/index'
import { id } from './id/index'

/**
 * No English in the Indonesian interface, emails or files (ADR 030). Every key of the Indonesian texts is read;
 * a text fails when, once its placeholders, `code` and the words below are taken out, it is still the English
 * text, or it still holds a common English word. The allow-lists are the glossary's (docs/glossary-id.md,
 * "Untranslated"): keep them short, and translate instead of growing them.
 */

/** Names and words Indonesian writes as they are: the product, formats, technical words Indonesian users read as such. */
const ALLOWED_TERMS = [
  'Rollcall', 'Email', 'email', 'CSV', 'XLSX', 'PDF', 'ZIP', 'JPEG', 'PNG', 'WebP', 'HEIC', 'USB', 'Bluetooth', 'https',
  'Enter', 'URL', 'UTF-8', 'SMTP_URL', 'QR', 'ID', 'NIS', 'NISN', 'API', 'token',
  // Each language's own name (language names in their own words).
  'English', 'Bahasa Indonesia', 'Indonesia',
  // Words KBBI gives Indonesian the same spelling: the glossary uses them as Indonesian words.
  'status', 'Status', 'manual', 'total', 'Total', 'data', 'Data', 'offline', 'online', 'gateway', 'Gateway', 'spreadsheet', 'barcode', 'slip',
  // *No.*: Indonesian's own abbreviation of *Nomor*, the first column of every register and of e-Rapor's files.
  'No',
]

/**
 * Words a request must carry as they are, by key: the values an API client sends, glossed in Indonesian
 * around them (glossary: `validation.status`, `exportFormat`, `photoSize`, `photoFilter`, `studentSort`).
 */
const REQUEST_WORDS: Record<string, string[]> = {
  'validation.status': ['present', 'absent', 'late', 'sick', 'permission'],
  'validation.exportFormat': ['csv', 'xlsx'],
  'validation.photoSize': ['thumb', 'large'],
  'validation.photoFilter': ['with', 'without'],
  'validation.studentSort': ['name', 'studentNumber', 'class', 'department'],
}

/** Common English words no Indonesian text needs: any of them left in a text is a missed translation. */
const ENGLISH_WORDS = new Set(
  `the and of to with without your you for from is are was be this that these those it its not yes please
   school student students teacher teachers class classes parent parents headmaster homeroom subject subjects
   name number default english dashboard home day days week month year today yesterday tomorrow date time
   level junior senior department departments present absent late sick permission excused
   open close save cancel delete edit add new remove print download upload import export file files report reports
   settings sign login logout password user users account error errors page search select choose show hide
   more less all none some any other again back next previous first last done loading saving sent send
   notice notices message messages request requests approve approved reject rejected pending withdraw
   card cards photo photos scan scanner code codes link linked holiday holidays term rate attendance
   note notes reason reasons help copy copied create created update updated change changed
   here there what when where which who why how only also but or if then than`.split(/\s+/).filter(Boolean),
)

function texts(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object') for (const [inner, text] of texts(value, path)) found.set(inner, text)
    else found.set(path, String(value))
  }
  return found
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const termPattern = (terms: string[]) => new RegExp(`(?<![\\p{L}\\d_])(?:${terms.map(escape).join('|')})(?![\\p{L}\\d_])`, 'gu')
const ALLOWED = termPattern(ALLOWED_TERMS)

/** What is left of a text to judge: no placeholders, no `code`, no allowed term. */
function judged(key: string, text: string): string {
  let rest = text.replace(/\{\{\w+\}\}/g, ' ').replace(/`[^`]*`/g, ' ').replace(ALLOWED, ' ')
  const request = REQUEST_WORDS[key]
  if (request) rest = rest.replace(termPattern(request), ' ')
  return rest
}

/** Why `text` reads as English, or null. */
export function untranslated(key: string, text: string, english: string | undefined): string | null {
  const rest = judged(key, text)
  const words = rest.match(/\p{L}+/gu) ?? []
  // A status letter (S, A) or a dash is the same in both languages; anything longer that is still the English text is not.
  if (english !== undefined && text === english && words.some((word) => word.length > 1)) return `same as English: “${text}”`
  const found = words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase()))
  return found.length ? `English word${found.length > 1 ? 's' : ''} ${found.map((w) => `“${w}”`).join(', ')} in “${text}”` : null
}

const english = texts(en)
const indonesian = texts(id)

describe('the Indonesian texts have no English left', () => {
  it('reads every key of the Indonesian bundle', () => {
    expect(indonesian.size).toBe(english.size)
    expect(indonesian.size).toBeGreaterThan(1000)
  })

  it('finds no text still in English', () => {
    const found = [...indonesian].flatMap(([key, text]) => {
      const why = untranslated(key, text, english.get(key))
      return why ? [`${key}: ${why}`] : []
    })
    expect(found).toEqual([])
  })

  it('fails on an English text put back, and on an English word left inside an Indonesian one', () => {
    expect(untranslated('pages.dashboard.title.headmaster', 'Headmaster Dashboard', 'Headmaster Dashboard')).toMatch(/same as English/)
    expect(untranslated('import.students.fileHint', 'Baris dengan Student ID kosong menambah siswa baru', 'x')).toMatch(/“Student”/)
    expect(untranslated('languageSettings.schoolDefault', 'Bawaan sekolah (default)', 'School default ({{language}})')).toMatch(/“default”/)
    expect(untranslated('validation.photoFilter', 'Pilih with atau without', 'Choose with or without')).toBeNull()
    expect(untranslated('profile.gpa', 'Nilai rata-rata', 'GPA')).toBeNull()
    expect(untranslated('reports.countsShort.absent', 'A', 'A')).toBeNull()
  })
})
