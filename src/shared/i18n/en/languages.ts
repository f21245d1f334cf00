/** Choosing a language after sign-in (ADR 030): one's own in Settings → Appearance, the school's default in School settings. The sign-in page's switch is `language.*` (app.ts). */
export const languages = {
  languageSettings: {
    label: 'Language',
    hint: 'The words, dates and numbers you see.',
    schoolDefault: 'School default ({{language}})',
    defaultLanguage: 'Default language',
    defaultLanguageHint: 'For everyone who has not chosen a language in their own Settings.',
  },
} as const
