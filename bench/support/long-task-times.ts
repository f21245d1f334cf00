/**
 * How much of a visit's long tasks the page's main thread actually ran, read from Lighthouse's own trace. Lighthouse
 * multiplies each task's wall time by 4; on a busy host a task can last 88 ms and hold 2 ms of CPU time, the thread
 * waiting for a processor. Printed beside each run, so that a reader can tell the page's work from the host's load.
 */
interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

/** A task counts as long at Lighthouse's 4× once it lasts over 12.5 ms of this host's time. */
const LONG_US = 12_500

/** The main thread's tasks after the first contentful paint that last over 12.5 ms: their wall time and CPU time, in ms. */
export function longTaskTimes(trace: unknown): { wallMs: number; cpuMs: number } | null {
  const events = (trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents
  const fcp = events?.find((e) => e.name === 'firstContentfulPaint')
  const main = fcp && events!.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain')
  if (!fcp || !main) return null
  let wall = 0
  let cpu = 0
  for (const e of events!) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== main.tid || e.ts < fcp.ts || (e.dur ?? 0) <= LONG_US) continue
    wall += e.dur!
    cpu += e.tdur ?? e.dur!
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 }
}
