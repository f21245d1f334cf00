import type { enSignIn } from '../en/sign-in'
import type { Widen } from '../en/index'
import { idApp } from './app'
import { idAuth } from './auth'
import { idDistrict } from './district'
import { idFamilySignIn } from './family-sign-in'
import { idMessages } from './messages'
import { idSchoolCode } from './school-code'
import { idSettingsForSignIn } from './settings-sign-in'

/** The texts the sign-in page needs, grouped as en/sign-in.ts groups them (ADR 009). */
export const idSignIn = { ...idApp, ...idAuth, ...idFamilySignIn, ...idSchoolCode, ...idDistrict, ...idSettingsForSignIn, ...idMessages } satisfies Widen<typeof enSignIn>
