import { lazy, type ReactNode } from 'react'
import { createBrowserRouter } from 'react-router'
import type { Permission } from '#shared/roles'
import { RootLayout } from './layouts/root-layout'
import { ErrorPage } from './pages/error-page'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { RequirePermission } from './require-permission'

// Each page is its own chunk, loaded when first visited (the shell shows a spinner meanwhile).
const ScanPage = lazy(() => import('#web/features/scan/components/scan-page').then((m) => ({ default: m.ScanPage })))
const RollCallPage = lazy(() => import('#web/features/roll-call/components/roll-call-page').then((m) => ({ default: m.RollCallPage })))
const StudentsPage = lazy(() => import('#web/features/students/components/students-page').then((m) => ({ default: m.StudentsPage })))
const ClassesPage = lazy(() => import('#web/features/classes/components/classes-page').then((m) => ({ default: m.ClassesPage })))
const TeachersPage = lazy(() => import('#web/features/teachers/components/teachers-page').then((m) => ({ default: m.TeachersPage })))
const SettingsPage = lazy(() => import('#web/features/account/components/settings-page').then((m) => ({ default: m.SettingsPage })))

function guarded(permission: Permission, page: ReactNode) {
  return <RequirePermission permission={permission}>{page}</RequirePermission>
}

export const router = createBrowserRouter([
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
          { path: 'settings', element: <SettingsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])
