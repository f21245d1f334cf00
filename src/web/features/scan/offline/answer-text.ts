import type { TFunction } from 'i18next'
import type { OfflineScanAnswer } from '#shared/contracts/offline-scans'

/** A scan the server did not record when it arrived from this device: already taken, already gone, or refused. */
export type NotRecorded = Exclude<OfflineScanAnswer, { outcome: 'accepted' | 'departed' }>

export const isNotRecorded = (answer: OfflineScanAnswer): answer is NotRecorded => answer.outcome !== 'accepted' && answer.outcome !== 'departed'

/** The server's answer to a scan taken offline, in one line: who, and why it was not recorded. */
export function answerText(answer: NotRecorded, t: TFunction): string {
  const who = answer.student ? `${answer.student.name}, ${answer.student.className}` : t('scan.offline.unknownStudent')
  if (answer.outcome === 'alreadyDeparted') return t('scan.offline.problem.alreadyLeft', { who, time: answer.time })
  if (answer.outcome === 'alreadyCheckedIn') {
    return answer.by ? t('scan.offline.problem.alreadyBy', { who, time: answer.time, by: answer.by }) : t('scan.offline.problem.already', { who, time: answer.time })
  }
  return t('scan.offline.problem.refused', { who, reason: t(`scan.offline.reason.${answer.reason}`) })
}
