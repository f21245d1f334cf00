/**
 * The texts of the settings that the first-password page shows (signed in, before the signed-in app's chunks and texts
 * load: app-root.tsx) and the sign-in page's preference switches: with the sign-in page's texts (ADR 009). The rest
 * of `settings.*` comes with the signed-in app (settings.ts), whose group replaces this one whole. A file of its own:
 * a module is in one chunk, and settings.ts's is the signed-in app's.
 */
export const settingsBeforeSignedIn = {
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  confirmPassword: 'Confirm password',
  preferencesFailed: 'Could not save your settings. Please try again.',
} as const

export const settingsForSignIn = { settings: settingsBeforeSignedIn } as const
