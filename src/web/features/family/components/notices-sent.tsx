/**
 * The notices the school sent about this child (issue 19: "and notices sent"). They come with the
 * notices work on another branch; until then this slot renders nothing, and never sample data.
 */
export function NoticesSent(_props: { childId: string }) {
  return null
}
