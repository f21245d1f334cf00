/** Cards for students without a phone (ADR 027): the printable page. */
export const cards = {
  cards: {
    title: 'Student cards',
    subtitle: 'Cards with a QR code for students without a phone. A card works until a new one replaces it.',
    class: 'Class',
    pickClass: 'Choose a class',
    show: 'Show cards',
    print: 'Print',
    count_one: '{{count}} card for {{className}}. Printing again prints the same cards.',
    count_other: '{{count}} cards for {{className}}. Printing again prints the same cards.',
    studentId: 'Student ID {{id}}',
    nisn: 'NISN {{nisn}}',
    noPhoto: 'No photo',
    qrLabel: 'Card code of {{name}}',
    replace: 'New card',
    replaceConfirm: 'Make a new card for {{name}}? Their old card stops working at once.',
    replaced: 'New card made for {{name}}. Print it and take back the old one.',
    openPage: 'Print student cards',
  },
} as const
