import { describe, expect, it } from 'vitest'
import { en, type Messages } from './en/index'
import { id } from './id/index'
import { translate } from './translate'

/**
 * Every language folder beside en/ (each index.ts exports its texts under the folder's name, as id/index.ts exports `id`).
 * tsc already holds each folder to the English shape; this checks the texts as the app will read them, `as` casts and all.
 */
const folders = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true })
const languages = Object.entries(folders)
  .map(([path, module]) => {
    const name = path.split('/')[1] ?? path
    return [name, module[name]] as const
  })
  .filter(([name]) => name !== 'en')

/** Every text by its full key ("errors.rateLimited_one"); a node that is neither text nor group is kept as it is, to be reported. */
function texts(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object') for (const [inner, text] of texts(value, path)) found.set(inner, text)
    else found.set(path, value)
  }
  return found
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()

const english = texts(en)

describe('language folders', () => {
  it('finds every language folder, Indonesian among them', () => {
    expect(languages.map(([name]) => name)).toContain('id')
    for (const [name, messages] of languages) expect(messages, `${name}/index.ts exports no \`${name}\``).toBeTypeOf('object')
  })

  describe.each(languages)('%s', (_name, messages) => {
    const translated = texts(messages)

    it('has exactly the English keys', () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key))
      const extra = [...translated.keys()].filter((key) => !english.has(key))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    })

    it('keeps every text’s {{placeholders}}', () => {
      const differing = [...english]
        .filter(([key]) => typeof translated.get(key) === 'string')
        .map(([key, text]) => ({ key, english: placeholders(String(text)), translated: placeholders(String(translated.get(key))) }))
        .filter((entry) => entry.english.join() !== entry.translated.join())
      expect(differing).toEqual([])
    })

    it('has no empty or non-text value', () => {
      const bad = [...translated].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key)
      expect(bad).toEqual([])
    })
  })
})

describe('translate in Indonesian', () => {
  const messages: Messages = id

  it('finds both plural forms (Indonesian has one, written under _one and _other)', () => {
    expect(translate('errors.rateLimited', { count: 1 }, messages)).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 1 menit.')
    expect(translate('errors.rateLimited', { count: 5 }, messages)).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 5 menit.')
    expect(translate('errors.classHasStudents', { count: 1, className: 'X-A' }, messages)).toBe(
      'X-A masih memiliki 1 siswa. Pindahkan siswa tersebut ke kelas lain terlebih dahulu.',
    )
    expect(translate('errors.classHasStudents', { count: 5, className: 'X-A' }, messages)).toBe(
      'X-A masih memiliki 5 siswa. Pindahkan mereka ke kelas lain terlebih dahulu.',
    )
  })

  it('chooses by Indonesian rules when given them, as the server and i18next do: `_other` for every count', () => {
    const rules = new Intl.PluralRules('id')
    for (const count of [0, 1, 5]) {
      expect(translate('errors.classHasStudents', { count, className: 'X-A' }, messages, rules)).toBe(
        `X-A masih memiliki ${count} siswa. Pindahkan mereka ke kelas lain terlebih dahulu.`,
      )
    }
  })

  it('fills placeholders in the Indonesian text', () => {
    expect(translate('errors.holiday', { date: '17 Agustus 2026', name: 'Hari Kemerdekaan' }, messages)).toBe(
      '17 Agustus 2026 adalah hari libur (Hari Kemerdekaan), bukan hari sekolah',
    )
    expect(translate('validation.parentNumber', {}, messages)).toBe('Nomor masuk harus 5 angka')
  })
})
