/** The frame every page has, the sign-in page's too: the app's name, shared words, roles, theme, shell, navigation, page titles and error pages. */
export const app = {
  app: {
    name: 'Rollcall',
    tagline: 'School attendance you can trust',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    loadFailedTitle: 'Rollcall could not load',
    retry: 'Try again',
    /** A new version is installed and waits for the person (lib/pwa/service-worker.ts). */
    updateAvailable: 'Update available',
    updateReload: 'Reload',
  },
  common: {
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
  },
  roles: {
    headmaster: 'Headmaster',
    homeroom_teacher: 'Homeroom teacher',
    subject_teacher: 'Subject teacher',
    student: 'Student',
    parent: 'Parent',
  },
  theme: {
    darkMode: 'Dark mode',
  },
  language: {
    label: 'Language',
  },
  shell: {
    logout: 'Logout',
    mainNavigation: 'Main navigation',
  },
  nav: {
    overview: 'Overview',
    students: 'Students',
    classes: 'Classes',
    teachers: 'Teachers',
    settings: 'Settings',
    rollCall: 'Roll Call',
    scan: 'Scan',
  },
  pages: {
    dashboard: {
      /**
       * The home's title names the reader's role: "Teacher Dashboard" for teachers (the prototype's wording, kept
       * word for word), and the headmaster's own (ADR 045).
       */
      title: {
        headmaster: 'Headmaster Dashboard',
        homeroom_teacher: 'Teacher Dashboard',
        subject_teacher: 'Teacher Dashboard',
      },
      loggedInAs: 'Logged in as: {{name}} ({{role}})',
    },
    studentProfile: { title: 'Student Profile' },
    students: { title: 'Student Management' },
    classes: { title: 'Class Management' },
    teachers: { title: 'Teacher Management' },
  },
  errorPages: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no page at this address.',
    notAllowedTitle: 'Not allowed',
    notAllowedBody: 'Your role does not give you access to this page.',
    errorTitle: 'Something went wrong',
    errorBody: 'This page ran into a problem. Your data is safe; please try again.',
    backToOverview: 'Back to overview',
    reload: 'Reload page',
  },
} as const
