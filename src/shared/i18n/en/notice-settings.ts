/** An adult's own notice settings (Settings → Notifications) and the school's (Settings → School). */
export const noticeSettings = {
  noticeSettings: {
    quietHours: 'Quiet hours',
    quietHoursHint: 'No messages between these times: they wait until the end. Times are the school’s ({{timeZone}}).',
    quietHoursOffHint: 'Off: messages may come at any hour.',
    quietFrom: 'From',
    quietTo: 'To',
    quietSame: 'From and To must differ; turn quiet hours off instead',
    language: 'Language of messages',
    /** The default: messages follow the account's language (Settings → Appearance, else the school's). */
    sameAsAccount: 'Same as my account ({{language}})',
    languages: {
      en: 'English',
      id: 'Bahasa Indonesia',
    },
    saved: 'Notice settings saved',
    loadFailed: 'Your notice settings could not be loaded.',
  },
  schoolNotices: {
    title: 'Notices to families',
    notifyLate: 'Notify families of late arrivals',
    notifyLateHint: 'Absences are always notified; a late mark only when this is on.',
    cutoffMinutes: 'Not-recorded notice after (minutes)',
    cutoffMinutesHint: 'Minutes past the late time at which families hear of a child with no record yet. 0 to 240.',
    cutoffMinutesInvalid: 'Enter whole minutes from 0 to 240',
    contact: 'School contact line for messages',
    contactHint: 'One line every message ends with, e.g. the office phone. Optional.',
  },
} as const
