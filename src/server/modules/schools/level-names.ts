import { translate } from '#shared/i18n/translate'
import type { LevelNames } from '#shared/level-names'
import type { Level } from '#shared/school'
import type { School } from './schools.queries'

/** The names the school gave its levels (null: the reader's language's default), as the settings and `me` show them. */
export function levelNamesOf(school: Pick<School, 'junior_level_name' | 'senior_level_name'>): LevelNames {
  return { Junior: school.junior_level_name, Senior: school.senior_level_name }
}

/**
 * A level as the reader of the request being answered sees it at this school (files and messages): the
 * school's own name, else the default in the reader's language (`levels.*`, the texts levelLabel reads too).
 */
export function levelShown(level: Level, names: LevelNames): string {
  return names[level] || translate(`levels.${level}`)
}
