import type { StudentSignInSlip, TeacherSignInSlip } from '#shared/contracts/passwords'

/**
 * The passwords just created, for the sign-in sheet to print. Kept in this tab's memory only —
 * never in the URL, history state or storage — and forgotten on Done: they cannot be shown again.
 */
export type SignInSheet = { kind: 'students'; slips: StudentSignInSlip[] } | { kind: 'teachers'; slips: TeacherSignInSlip[] }

let current: SignInSheet | null = null

export const SIGN_IN_SHEET_PATH = '/sign-in-sheet'

export function keepSignInSheet(sheet: SignInSheet) {
  current = sheet
}

export function signInSheet(): SignInSheet | null {
  return current
}

export function forgetSignInSheet() {
  current = null
}
