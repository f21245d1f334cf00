import type { ReactNode } from 'react'
import { HOME_CODE } from 'virtual:first-screen-code'
import { pageComponent } from './page-component'

// "/" shows the profile to students, their children to parents and the dashboard to staff (src/shared/pages.ts);
// each downloads only its own chunk. Here, not in pages/home-page, so that start-home-page (in the entry chunk)
// can fetch them early.
export const StudentProfilePage = pageComponent<{ actions?: ReactNode }>(HOME_CODE.student)
export const DashboardPage = pageComponent<{ notice?: ReactNode; lessons?: ReactNode }>(HOME_CODE.staff)
export const ParentHomePage = pageComponent(HOME_CODE.parent)
