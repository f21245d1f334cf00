import { en, type Messages } from './en/index'

const plurals = new Intl.PluralRules('en')

/** Each language's texts by their full key, found once: a message is looked up thousands of times (a roll call's notices). */
const found = new WeakMap<Messages, Map<string, string | undefined>>()

function lookup(messages: Messages, key: string): string | undefined {
  let byKey = found.get(messages)
  if (!byKey) found.set(messages, (byKey = new Map()))
  if (byKey.has(key)) return byKey.get(key)
  const node = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
  const text = typeof node === 'string' ? node : undefined
  byKey.set(key, text)
  return text
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
