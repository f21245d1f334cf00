/**
 * The papers a school files (ADR 047): the monthly class attendance sheet and the semester recap
 * for report cards, on the Reports page, in print and as files.
 */
export const papers = {
  papers: {
    tab: 'Papers',
    intro: 'The monthly class attendance sheet to sign and file, and each student’s absences for the report cards. Both count exactly as the date range report does.',
    classLabel: 'Class',
    chooseClass: 'Choose a class',
    noClasses: 'There is no class yet: add one under Classes.',
    monthLabel: 'Month',
    fromLabel: 'From',
    toLabel: 'To',
    loadFailed: 'The paper could not be loaded.',
    errors: {
      month: 'Choose a month as YYYY-MM',
    },
    /** The school's city, in the school settings: written before the date above the signatures. */
    city: {
      label: 'City',
      hint: 'Written before the date above the signatures of the monthly attendance sheet.',
    },
    monthly: {
      heading: 'Monthly attendance sheet',
      description: 'A4 landscape: a row per student, a column per day, the letters recorded, totals, and lines for the signatures.',
      open: 'Open the sheet to print',
      download: 'Download XLSX',
      title: 'Monthly attendance sheet',
      /** "Class 12E · November 2026" */
      subtitle: 'Class {{className}} · {{month}}',
      number: 'No.',
      studentNumber: 'Student ID',
      name: 'Name',
      total: 'Total',
      days: 'Days',
      /** The letters of the grid: one per status. */
      letters: {
        present: 'P',
        late: 'L',
        absent: 'A',
        sick: 'S',
        permission: 'E',
        notRecorded: '·',
      },
      legend: 'P present · L late · S sick · E excused (permission) · A absent · · school day not recorded · shaded: not a school day',
      holidays: 'Holidays',
      noHolidays: 'No holidays this month.',
      noStudents: 'No student counts in this class this month.',
      back: 'Back to Papers',
      print: 'Print',
      /** "Jakarta, 30 November 2026" */
      placeDate: '{{city}}, {{date}}',
      knownBy: 'Acknowledged by',
      headmaster: 'Headmaster',
      homeroomTeacher: 'Homeroom teacher',
      unnamed: '……………………………',
      sheetName: 'Attendance {{className}}',
    },
    recap: {
      heading: 'Semester recap for report cards',
      description: 'Each student’s sick, excused and unexcused days between two dates, in the column order of e-Rapor’s attendance import.',
      title: 'Absences for report cards',
      /** "Class 12E · 14 July 2026 to 30 November 2026" */
      subtitle: 'Class {{className}} · {{from}} to {{to}}',
      caption: 'Days absent per student',
      noStudents: 'No student counts in this class over these dates.',
      sheetName: 'Absences',
      columns: {
        number: 'No',
        nis: 'Student ID',
        nisn: 'NISN',
        name: 'Name',
        sick: 'Sick',
        permission: 'Excused',
        absent: 'Unexcused',
      },
    },
  },
}
