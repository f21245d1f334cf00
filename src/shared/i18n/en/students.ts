/** Student Management. */
export const students = {
  studentManagement: {
    filters: 'Student filters',
    search: 'Search',
    searchPlaceholder: 'Search students by name',
    class: 'Class',
    allClasses: 'All Classes',
    department: 'Department',
    allDepartments: 'All Departments',
    list: 'Students',
    id: 'ID',
    parentNumber: 'Parent #',
    /** The laptop's table: its last column. */
    actions: 'Actions',
    count_one: '{{count}} student',
    count_other: '{{count}} students',
    noStudents: 'No students match these filters.',
    loadFailed: 'The student list could not be loaded.',
    addStudent: 'Add Student',
    editStudent: 'Edit Student',
    name: 'Name',
    parentNumberField: 'Parent Number',
    level: 'Level',
    chooseClass: 'Choose a class',
    chooseLevel: 'Choose a level',
    chooseDepartment: 'Choose a department',
    moreDetails: 'More details',
    emergencyContact: 'Emergency contact',
    gpa: 'GPA',
    gpaHint: 'From 0 to 4; leave empty for none.',
    major: 'Major',
    bloodType: 'Blood type',
    allergies: 'Allergies',
    added: 'Student added successfully',
    updated: 'Student updated successfully',
    deleted: 'Student deleted successfully',
    deleteTitle: 'Delete {{name}}?',
    deleteBody: 'The student disappears from every list and can no longer sign in. Attendance already recorded is kept.',
    loadStudentFailed: 'The student could not be loaded.',
    generatedTitle: 'Student password',
    generatedNote: 'Copy it now and give it to the student. It will not be shown again.',
  },
  parentNumberField: {
    hint: 'The 5-digit number this student signs in with.',
  },
  /**
   * The student list's export and the import's template: the sheet, and the headers (keys in the order of
   * contracts/students.ts). The English headers are the file format the import reads; it reads these too.
   */
  studentFiles: {
    sheet: 'Students',
    columns: {
      name: 'Name',
      studentId: 'Student ID',
      parentNumber: 'Parent Number',
      class: 'Class',
      level: 'Level',
      department: 'Department',
    },
  },
} as const
