import { createBrowserRouter } from 'react-router'
import { ClassesPage } from '#web/features/classes/components/classes-page'
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page'
import { SettingsPage } from '#web/features/account/components/settings-page'
import { StudentsPage } from '#web/features/students/components/students-page'
import { TeachersPage } from '#web/features/teachers/components/teachers-page'
import { RootLayout } from './layouts/root-layout'
import { ErrorPage } from './pages/error-page'
import { NotFoundPage } from './pages/not-found-page'
import { RequirePermission } from './require-permission'

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Only if the shell itself fails; page errors stay inside the shell (below).
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          {
            path: 'students',
            element: (
              <RequirePermission permission="canViewStudent">
                <StudentsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'classes',
            element: (
              <RequirePermission permission="canManageClasses">
                <ClassesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'teachers',
            element: (
              <RequirePermission permission="canViewTeacher">
                <TeachersPage />
              </RequirePermission>
            ),
          },
          { path: 'settings', element: <SettingsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])
