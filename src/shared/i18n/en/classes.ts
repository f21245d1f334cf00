/** Class Management. */
export const classes = {
  classManagement: {
    filters: 'Class filters',
    search: 'Search',
    searchPlaceholder: 'Search classes by name',
    department: 'Department',
    allDepartments: 'All Departments',
    list: 'Classes',
    count_one: '{{count}} class',
    count_other: '{{count}} classes',
    noClasses: 'No classes match these filters.',
    loadFailed: 'The class list could not be loaded.',
    addClass: 'Add Class',
    editClass: 'Edit Class',
    className: 'Class Name',
    classNameHint: 'The class code, e.g. 12A (up to 20 characters).',
    teacher: 'Teacher',
    noTeacher: 'No teacher yet',
    students: 'Students',
    chooseDepartment: 'Choose a department',
    chooseTeacher: 'Choose a teacher',
    added: 'Class added successfully',
    updated: 'Class updated successfully',
    deleted: 'Class deleted successfully',
    deleteTitle: 'Delete class {{name}}?',
    deleteBody: 'Only a class without students can be deleted; move its students to another class first.',
  },
  /** The class list's export (keys in the order of contracts/classes.ts). */
  classFiles: {
    sheet: 'Classes',
    columns: {
      className: 'Class Name',
      department: 'Department',
      teacher: 'Teacher',
      students: 'Students',
    },
  },
} as const
