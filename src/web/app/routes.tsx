import { lazy, type ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import type { Permission } from '#shared/roles'
import { REQUESTS_PAGE_ROLES } from '#web/features/absence-requests/roles'
import { RootLayout } from './layouts/root-layout'
import { DayReportPage, ReportsLayout, RollCallPage, ScanPage, StudentsPage } from './rendered-page-code'
import { ErrorPage } from './pages/error-page'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { RequireHeadmaster, RequirePermission, RequireRoles, RequireStudent } from './require-permission'

// Each page is its own chunk, loaded when first visited (the shell shows a spinner meanwhile); those the
// server renders are in rendered-pages.ts.
const ClassesPage = lazy(() => import('#web/features/classes/components/classes-page').then((m) => ({ default: m.ClassesPage })))
const DepartmentsPage = lazy(() =>
  import('#web/features/departments/components/departments-page').then((m) => ({ default: m.DepartmentsPage })),
)
const TeachersPage = lazy(() => import('#web/features/teachers/components/teachers-page').then((m) => ({ default: m.TeachersPage })))
const RangeReportPage = lazy(() => import('#web/features/reports/components/range-report-page').then((m) => ({ default: m.RangeReportPage })))
const WarningsPage = lazy(() => import('#web/features/reports/components/warnings-page').then((m) => ({ default: m.WarningsPage })))
const StudentHistoryPage = lazy(() =>
  import('#web/features/reports/components/student-history-page').then((m) => ({ default: m.StudentHistoryPage })),
)
const PapersPage = lazy(() => import('#web/features/reports/components/papers-page').then((m) => ({ default: m.PapersPage })))
const MonthlySheetPage = lazy(() =>
  import('#web/features/reports/components/monthly-sheet-page').then((m) => ({ default: m.MonthlySheetPage })),
)
const OwnHistoryPage = lazy(() => import('#web/features/reports/components/own-history-page').then((m) => ({ default: m.OwnHistoryPage })))
const SignInSheetPage = lazy(() => import('#web/components/sign-in-sheet/sign-in-sheet-page').then((m) => ({ default: m.SignInSheetPage })))
const CardsPage = lazy(() => import('#web/features/cards/components/cards-page').then((m) => ({ default: m.CardsPage })))
const NoticesPage = lazy(() => import('#web/features/notices/components/notices-page').then((m) => ({ default: m.NoticesPage })))
const RequestsPage = lazy(() => import('#web/features/absence-requests/components/requests-page').then((m) => ({ default: m.RequestsPage })))
const ApiReferencePage = lazy(() =>
  import('#web/features/api-reference/components/api-reference-page').then((m) => ({ default: m.ApiReferencePage })),
)
const SettingsPage = lazy(() => import('#web/features/account/components/settings-page').then((m) => ({ default: m.SettingsPage })))

function guarded(permission: Permission, page: ReactNode) {
  return <RequirePermission permission={permission}>{page}</RequirePermission>
}

/** Every page after sign-in. The browser's router is made from them (signed-in-app); the server renders with them too (web/ssr). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only if the shell itself fails; page errors stay inside the shell (below).
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'dashboard', element: <HomePage /> },
          { path: 'scan', element: guarded('canTakeAttendance', <ScanPage />) },
          { path: 'roll-call', element: guarded('canTakeAttendance', <RollCallPage />) },
          { path: 'students', element: guarded('canViewStudent', <StudentsPage />) },
          { path: 'classes', element: guarded('canManageClasses', <ClassesPage />) },
          { path: 'teachers', element: guarded('canViewTeacher', <TeachersPage />) },
          { path: 'departments', element: <RequireHeadmaster><DepartmentsPage /></RequireHeadmaster> },
          { path: 'notices', element: <RequireHeadmaster><NoticesPage /></RequireHeadmaster> },
          { path: 'api-reference', element: <RequireHeadmaster><ApiReferencePage /></RequireHeadmaster> },
          {
            path: 'reports',
            element: guarded('canViewStudent', <ReportsLayout />),
            children: [
              { index: true, element: <DayReportPage /> },
              { path: 'range', element: <RangeReportPage /> },
              { path: 'warnings', element: <WarningsPage /> },
              { path: 'papers', element: <PapersPage /> },
              { path: 'students/:id', element: <StudentHistoryPage /> },
            ],
          },
          // The monthly sheet prints alone on A4 landscape: outside the reports' tabs and rate definition.
          { path: 'reports/papers/monthly', element: guarded('canViewStudent', <MonthlySheetPage />) },
          { path: 'my-attendance', element: <RequireStudent><OwnHistoryPage /></RequireStudent> },
          { path: 'requests', element: <RequireRoles roles={REQUESTS_PAGE_ROLES}><RequestsPage /></RequireRoles> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'sign-in-sheet', element: guarded('canEditStudent', <SignInSheetPage />) },
          { path: 'student-cards', element: guarded('canEditStudent', <CardsPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
