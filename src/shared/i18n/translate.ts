import { en, type Messages } from './en/index'

/** A language's texts and the plural rules its counts are chosen by. */
export interface Texts {
  messages: Messages
  plurals: Intl.PluralRules
}

const english: Texts = { messages: en, plurals: new Intl.PluralRules('en') }

/** Where translate() finds its language when not given one; English until a host says otherwise. */
let currentTexts: () => Texts | undefined = () => undefined

/**
 * Sets where translate() finds the language it writes in when a caller names none. The server's is the
 * language of the request being answered (server/i18n/request-language.ts, ADR 030); without one, English.
 */
export function translateIn(source: () => Texts | undefined): void {
  currentTexts = source
}

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
 * With a numeric `count`, "key_one" / "key_other" are chosen as i18next does, by `plurals`.
 * Without `messages`, the current language (translateIn) with its own plural rules.
 */
export function translate(
  key: string,
  values: Record<string, string | number> = {},
  messages?: Messages,
  plurals: Intl.PluralRules = english.plurals,
): string {
  const texts: Texts = messages ? { messages, plurals } : (currentTexts() ?? english)
  const plural = typeof values.count === 'number' ? lookup(texts.messages, `${key}_${texts.plurals.select(values.count)}`) : undefined
  const text = plural ?? lookup(texts.messages, key) ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
}
