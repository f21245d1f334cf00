import { z } from 'zod'
import { schoolWords } from './i18n/en/school-words'
import { idSchoolWords } from './i18n/id/school-words'
import { LANGUAGES, LEVELS, type Language, type Level } from './school'
import { optionalText } from './text'

/**
 * The names a school shows for its two levels (ADR 045). The stored values stay 'Junior' and 'Senior'
 * (LEVELS: the API, the roster sync and every file take them); what a reader sees is the school's own
 * name for the level, or else their language's default ("Junior"; "SMP (Kelas VII–IX)").
 */
export type LevelNames = Record<Level, string | null>
export const NO_LEVEL_NAMES: LevelNames = { Junior: null, Senior: null }
export const LEVEL_NAME_MAX_LENGTH = 40

/** Each language's default names, from its texts (`levels.*`). */
const DEFAULTS: Record<Language, Record<Level, string>> = { en: schoolWords.levels, id: idSchoolWords.levels }

/** The level as a reader of `language` sees it at a school that named its levels `names`. */
export function levelLabel(level: Level, names: LevelNames, language: Language): string {
  return names[level] || DEFAULTS[language][level]
}

/** How two spellings of a level are compared: case, spaces and the kind of dash do not matter ("smp (kelas vii-ix)"). */
export function foldLevelName(name: string): string {
  return name.normalize('NFC').trim().toLowerCase().replace(/[\u2010-\u2015\u2212-]/g, '-').replace(/\s+/g, ' ')
}

/**
 * Every spelling that names `level` at this school: the stored value, every language's default and its
 * short form before the brackets ("SMP"), and the school's own name. Folded (foldLevelName).
 */
function spellingsOf(level: Level, names: LevelNames): Set<string> {
  const spellings = [level, ...LANGUAGES.map((language) => DEFAULTS[language][level]), names[level] ?? '']
  const withShort = spellings.flatMap((name) => [name, name.replace(/\s*\(.*\)\s*$/, '')])
  return new Set(withShort.map(foldLevelName).filter((name) => name !== ''))
}

/** The level a file's cell names, by any of its spellings at this school; undefined when it names none. */
export function levelNamed(text: string, names: LevelNames): Level | undefined {
  const folded = foldLevelName(text)
  return LEVELS.find((level) => spellingsOf(level, names).has(folded))
}

const levelName = optionalText({ max: LEVEL_NAME_MAX_LENGTH }).transform((name) => name || null)

/**
 * The headmaster's names for the levels (school settings): each may be empty (the language's default);
 * the two must differ, and neither may be a spelling of the other level, so every file still reads one way.
 */
export const levelNamesSchema = z
  .object({ Junior: levelName.nullable().optional(), Senior: levelName.nullable().optional() })
  .transform((names): LevelNames => ({ Junior: names.Junior ?? null, Senior: names.Senior ?? null }))
  .superRefine((names, ctx) => {
    const { Junior, Senior } = names
    if (Junior && Senior && foldLevelName(Junior) === foldLevelName(Senior)) {
      ctx.addIssue({ code: 'custom', message: 'levelNames.errors.same', path: ['Senior'] })
      return
    }
    for (const [level, other] of [['Junior', 'Senior'], ['Senior', 'Junior']] as const) {
      const name = names[level]
      if (name && spellingsOf(other, NO_LEVEL_NAMES).has(foldLevelName(name))) ctx.addIssue({ code: 'custom', message: 'levelNames.errors.otherLevel', path: [level] })
    }
  })
