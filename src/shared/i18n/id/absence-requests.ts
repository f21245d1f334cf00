import type { absenceRequests } from '../en/absence-requests'
import type { Widen } from '../en/index'

/** Absence requests ("pengajuan izin"): their states and the server's refusals (en/absence-requests.ts). */
export const idAbsenceRequests = {
  absenceRequests: {
    /** Read inside sentences ("Pengajuan ini sudah {{state}}"), so lower-case. */
    states: {
      pending: 'menunggu',
      approved: 'disetujui',
      rejected: 'ditolak',
      withdrawn: 'ditarik',
      cancelled: 'dibatalkan',
    },
    errors: {
      outsideWindow: 'Pengajuan dapat mencakup hari sekolah dari {{from}} sampai {{to}}',
      noSchoolDays: 'Tanggal-tanggal ini tidak mencakup satu pun hari sekolah',
      overlaps: '{{name}} sudah memiliki pengajuan untuk sebagian hari ini',
      notPending: 'Pengajuan ini sudah {{state}}',
      notApproved: 'Hanya pengajuan yang disetujui yang dapat dibatalkan; status pengajuan ini {{state}}',
      withdrawInstead: 'Pengajuan ini masih menunggu: tarik saja pengajuannya',
      daysPassed: 'Hari-hari dalam pengajuan ini sudah lewat: pengajuan tidak dapat dibatalkan lagi',
      recordedMeanwhile: 'Staf mencatat {{date}} saat Anda sedang memutuskan: silakan putuskan lagi',
      attachPending: 'Berkas hanya dapat dilampirkan selama pengajuan masih menunggu',
      attachmentType: 'Lampirkan foto JPEG atau PNG, atau berkas PDF',
      attachmentMismatch: 'Berkas ini tertulis sebagai {{declared}} tetapi isinya {{type}}',
      attachmentTooLarge: 'Berkas lebih besar dari {{size}} MB',
    },
  },
} satisfies Widen<typeof absenceRequests>
