import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { enSignIn } from '#shared/i18n/en/sign-in'

// The texts the sign-in page and the shell's frame need; the rest come with the signed-in app
// (lib/i18n-signed-in), so the sign-in page does not download every page's words.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: enSignIn } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  // No sponsor notice in the browser console.
  showSupportNotice: false,
})

/**
 * For keys that arrive as data (zod messages, server field messages). A known key
 * is translated; anything else is already a sentence and is shown as it is.
 */
export function translateMessage(message: string, values?: Record<string, string | number>): string {
  return i18next.exists(message) ? (i18next.t as (key: string, v?: object) => string)(message, values) : message
}

export { i18next }
