import type { settingsForSignIn } from '../en/settings-sign-in'
import type { Widen } from '../en/index'

/** The settings' texts that come with the sign-in page's (en/settings-sign-in.ts). */
export const idSettingsBeforeSignedIn = {
  newPassword: 'Kata sandi baru',
  newPasswordHint: 'Minimal 8 karakter.',
  confirmPassword: 'Ulangi kata sandi',
  preferencesFailed: 'Pengaturan Anda tidak dapat disimpan. Silakan coba lagi.',
}

export const idSettingsForSignIn = { settings: idSettingsBeforeSignedIn } satisfies Widen<typeof settingsForSignIn>
