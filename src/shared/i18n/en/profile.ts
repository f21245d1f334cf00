/** The student's own profile. */
export const profile = {
  /** The student's own profile: its cards' labels. */
  profile: {
    studentId: 'Student ID',
    nisn: 'NISN',
    class: 'Class',
    department: 'Department',
    level: 'Level',
    contact: 'Contact Information',
    parentNumber: 'Parent number',
    emergencyContact: 'Emergency contact',
    academic: 'Academic Details',
    gpa: 'GPA',
    major: 'Major',
    medical: 'Medical Information',
    bloodType: 'Blood type',
    allergies: 'Allergies',
    notProvided: 'Not provided',
    recent: 'Recent attendance',
    recentHint_one: 'The last school day',
    recentHint_other: 'The last {{count}} school days',
    attendanceRate: 'Attendance rate',
    noRecords: 'No records yet',
    loadFailed: 'Your profile could not be loaded.',
  },
  profileReadOnly: {
    nameByStaff: 'Your name is kept by the school office. Ask them to correct it.',
  },
} as const
