import type { Messages } from '../en/index'
import { idSignIn } from './sign-in'
import { idSignedIn } from './signed-in'

/**
 * Bahasa Indonesia: the same keys as en/, file for file, each file checked against its English counterpart.
 * The words chosen (Alfa, wali kelas, jurusan, presensi, …) and the register are in docs/glossary-id.md.
 * Not wired into the app yet: neither i18next nor the server reads this folder (issue 21).
 */
export const id: Messages = { ...idSignIn, ...idSignedIn }
