import { en, type Messages } from './en'

/** Looks up "group.key" and fills {{placeholders}}; unknown keys come back as-is. */
export function translate(key: string, values: Record<string, string | number> = {}, messages: Messages = en): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
  const text = typeof found === 'string' ? found : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
}
