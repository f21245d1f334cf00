import { enSignedIn } from '#shared/i18n/en/signed-in'
import { i18next } from './i18n'

/**
 * Imported by the signed-in app before it renders: the texts of every page after sign-in. Another
 * language's are loaded with the first screen (app/first-screen.ts, lib/language.ts).
 */
i18next.addResourceBundle('en', 'translation', enSignedIn, true, true)
