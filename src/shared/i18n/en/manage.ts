/** What every management screen shares (export, pages, delete confirmation, passwords shown once). */
export const manage = {
  /** Shared by every management screen (export, pages, delete confirmation, passwords shown once). */
  manage: {
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting…',
    export: 'Export',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    /** The button that holds a page's less frequent actions. */
    more: 'More',
    /** Below 1024px the filters fold behind this button; it says how many are on. */
    filtersButton: 'Filters',
    filtersActive_one: '{{count}} on',
    filtersActive_other: '{{count}} on',
    pagination: 'Pages',
    range: '{{from}}–{{to}} of {{total}}',
    initialPassword: 'Initial password',
    initialPasswordHint: 'At least 8 characters. Leave empty to have one generated.',
    resetPassword: 'Reset password',
    resetPasswordHint: 'Type a new password (at least 8 characters), or leave empty to generate one.',
    newPassword: 'New password',
    passwordReset: 'Password reset successfully',
    resetting: 'Resetting…',
    generatedFor: 'Password for {{name}}',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the password and copy it by hand.',
    done: 'Done',
  },
} as const
