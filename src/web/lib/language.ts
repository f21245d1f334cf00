import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES, type Language } from '#shared/school'
import { remembered, rememberLater } from './remember-later'
import { i18next } from './i18n'

/** Where a signed-out choice is remembered on this device, and the cookie that tells the server (ADR 030). */
export const LANGUAGE_STORAGE_KEY = 'rollcall.language'
export const LANGUAGE_COOKIE = 'rollcall-lang'

/**
 * English is in the sign-in page's own chunk; every other language's texts are loaded when chosen, in
 * the same two groups as English (ADR 009): what the sign-in page needs, then the signed-in app's.
 */
const TEXTS: Record<Exclude<Language, 'en'>, { signIn: () => Promise<object>; signedIn: () => Promise<object> }> = {
  id: {
    signIn: () => import('#shared/i18n/id/sign-in').then((m) => m.idSignIn),
    signedIn: () => import('#shared/i18n/id/signed-in').then((m) => m.idSignedIn),
  },
}

const loaded = new Map<string, Promise<void>>()
/** Set once the signed-in app's English texts are in: from then on a language brings its signed-in texts too. */
let withSignedIn = false

function loadGroup(language: Language, group: 'signIn' | 'signedIn'): Promise<void> {
  if (language === 'en') return Promise.resolve()
  const key = `${language} ${group}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = TEXTS[language][group]().then((texts) => void i18next.addResourceBundle(language, 'translation', texts, true, true))
    // A failed download may be tried again.
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** The texts a language needs now: the sign-in page's, and the signed-in app's once it is there (or `signedIn`). */
export function loadLanguage(language: Language, signedIn = false): Promise<void> {
  if (signedIn) withSignedIn = true
  return Promise.all([loadGroup(language, 'signIn'), withSignedIn ? loadGroup(language, 'signedIn') : undefined]).then(() => undefined)
}

/** The language on screen: i18next's, which every `t()` reads. */
export function activeLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE
}

/** The locale dates and numbers are formatted in: 'en-GB' for English (as always), 'id-ID' for Indonesian. */
export function activeLocale(): string {
  return LANGUAGE_LOCALES[activeLanguage()]
}

/** The language chosen on this device, else the first of the browser's languages the product has, else English. */
export function storedLanguage(): Language {
  const value = remembered(LANGUAGE_STORAGE_KEY)
  // Else (none chosen, or no storage at all): the browser's languages still say what the reader reads.
  return isLanguage(value) ? value : browserLanguage()
}

/** "id-ID" → id: the server reads the same list (Accept-Language), so its messages and the screen agree. */
function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]
  for (const tag of tags) {
    const primary = tag?.toLowerCase().split('-')[0]
    if (isLanguage(primary)) return primary
  }
  return DEFAULT_LANGUAGE
}

/**
 * Loads a language's texts and shows it: every text, `<html lang>`, dates and numbers. Remembered on this
 * device and in the `rollcall-lang` cookie, so that the sign-in page and the server's messages to someone
 * signed out follow it.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  if (i18next.language !== language) await i18next.changeLanguage(language)
  // Only when it changes: setting `lang` at all, even to what it was, makes Chromium work out the style of every
  // element again (the locale is part of each one's style): on a rendered Students page, 2,995 of them, ~90 ms of
  // a cheap phone's main thread just before it takes the page over.
  if (document.documentElement.lang !== language) document.documentElement.lang = language
  rememberLater(LANGUAGE_STORAGE_KEY, language)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}
