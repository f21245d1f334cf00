import type { Messages } from '../en/index'
import { idSignIn } from './sign-in'
import { idSignedIn } from './signed-in'

/**
 * Bahasa Indonesia: the same keys as en/, file for file, each file checked against its English counterpart.
 * The words chosen (Alfa, wali kelas, jurusan, presensi, …) and the register are in docs/glossary-id.md.
 * Loaded when chosen: the web app by lib/language.ts, the server by i18n/request-language.ts (ADR 030).
 */
export const id: Messages = { ...idSignIn, ...idSignedIn }
