/** The short code under a student's QR, and typing it on the scanner (ADR 015). */
export const shortCode = {
  shortCode: {
    label: 'Code to type',
    hint: 'No camera? Read this code out; a teacher can type it in.',
    spoken: 'Code to type: {{letters}}',
    fieldHint: 'Type the 8-character code under the student’s QR (like K7QM-3XPD; the dash is optional), or paste a code. USB and Bluetooth barcode scanners work here too: they type the code and press Enter.',
    throttled_one: 'Too many unknown codes were typed. Try again in {{count}} minute.',
    throttled_other: 'Too many unknown codes were typed. Try again in {{count}} minutes.',
  },
} as const
