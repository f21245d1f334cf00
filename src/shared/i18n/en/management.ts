/** The management screens (students; classes and teachers to follow). */
export const management = {
  studentManagement: {
    filters: 'Student filters',
    search: 'Search',
    searchPlaceholder: 'Search students by name',
    class: 'Class',
    allClasses: 'All Classes',
    department: 'Department',
    allDepartments: 'All Departments',
    export: 'Export',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    list: 'Students',
    id: 'ID',
    parentNumber: 'Parent #',
    count_one: '{{count}} student',
    count_other: '{{count}} students',
    noStudents: 'No students match these filters.',
    loadFailed: 'The student list could not be loaded.',
    range: '{{from}}–{{to}} of {{total}}',
    pagination: 'Pages',
  },
} as const
