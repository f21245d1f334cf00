import { enSignedIn } from '#shared/i18n/en/signed-in'
import { i18next } from './i18n'

/**
 * Imported by the signed-in app before it renders: the texts of every page after sign-in. Another
 * language's are loaded with the first screen (app/first-screen.ts, lib/language.ts).
 */
// Not merged deeply: the texts are groups side by side, and a group here replaces the sign-in page's of the same
// name whole, as in `en` (src/shared/i18n/en/index.ts). A deep merge of every text was a phone's long task.
i18next.addResourceBundle('en', 'translation', enSignedIn, false, true)
