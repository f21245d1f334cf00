import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from '#shared/i18n/en'

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
})

/**
 * For keys that arrive as data (zod messages, server field messages). A known key
 * is translated; anything else is already a sentence and is shown as it is.
 */
export function translateMessage(message: string, values?: Record<string, string | number>): string {
  return i18next.exists(message) ? (i18next.t as (key: string, v?: object) => string)(message, values) : message
}

export { i18next }
