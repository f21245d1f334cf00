import { en, type Messages } from './en/index'

const plurals = new Intl.PluralRules('en')

function lookup(messages: Messages, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
  return typeof found === 'string' ? found : undefined
}

/**
 * Looks up "group.key" and fills {{placeholders}}; unknown keys come back as-is.
 * With a numeric `count`, "key_one" / "key_other" are chosen as i18next does.
 */
export function translate(key: string, values: Record<string, string | number> = {}, messages: Messages = en): string {
  const plural = typeof values.count === 'number' ? lookup(messages, `${key}_${plurals.select(values.count)}`) : undefined
  const text = plural ?? lookup(messages, key) ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
}
