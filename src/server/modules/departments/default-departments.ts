import { translate } from '#shared/i18n/translate'
import { DEFAULT_DEPARTMENT_KEYS, type Language } from '#shared/school'
import { textsOf } from '../../i18n/request-language'

/** The eight departments a new school starts with, named in the school's language ("IPA", "IPS", … in Indonesian). */
export function defaultDepartmentNames(language: Language): string[] {
  const { messages } = textsOf(language)
  return DEFAULT_DEPARTMENT_KEYS.map((key) => translate(`defaultDepartments.${key}`, {}, messages))
}
