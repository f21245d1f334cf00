/** Teacher Management. */
export const teachers = {
  teacherManagement: {
    filters: 'Teacher filters',
    search: 'Search',
    searchPlaceholder: 'Search teachers by name',
    department: 'Department',
    allDepartments: 'All Departments',
    list: 'Teachers',
    count_one: '{{count}} teacher',
    count_other: '{{count}} teachers',
    noTeachers: 'No teachers match these filters.',
    loadFailed: 'The teacher list could not be loaded.',
    addTeacher: 'Add Teacher',
    editTeacher: 'Edit Teacher',
    name: 'Name',
    email: 'Email',
    subjects: 'Subjects',
    subjectsHint: 'Separate subjects with commas, e.g. Math, Physics.',
    isHomeroom: 'Is Homeroom Teacher',
    homeroomClass: 'Homeroom Class',
    homeroom: 'Homeroom: {{class}}',
    chooseDepartment: 'Choose a department',
    chooseClass: 'Choose a class',
    homeroomNoClasses:
      'There are no classes yet. Save the teacher with this box unticked, then add their class in Class Management and choose them as its teacher: that makes them its homeroom teacher.',
    homeroomNoFreeClass:
      'Every class already has a homeroom teacher. Save the teacher with this box unticked, then choose them as a class’s teacher in Class Management: that makes them its homeroom teacher.',
    added: 'Teacher added successfully',
    updated: 'Teacher updated successfully',
    deleted: 'Teacher deleted successfully',
    deleteTitle: 'Delete {{name}}?',
    deleteBody: 'The teacher disappears from every list and can no longer sign in. Attendance they recorded is kept.',
    generatedTitle: 'Teacher password',
    generatedNote: 'Copy it now and give it to the teacher. It will not be shown again.',
  },
  /** The teacher list's export and the import's template (keys in the order of contracts/teachers.ts); the import reads these headers too. */
  teacherFiles: {
    sheet: 'Teachers',
    columns: {
      name: 'Name',
      email: 'Email',
      department: 'Department',
      subjects: 'Subjects',
      homeroomClass: 'Homeroom Class',
    },
  },
} as const
