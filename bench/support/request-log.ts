import fs from 'node:fs'

/**
 * The server's own time for the requests to one URL, from its request log (one JSON line per
 * answered request with its `ms`, ADR 018): set beside what the load generator saw, it tells a
 * request held up inside the server from one held up before it got there.
 */
export function serverSideTimes(logFile: string, url: string): { count: number; p99: number; max: number; longestGapMs: number } {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n')
  const times: number[] = []
  const finishedAt: number[] = []
  for (const line of lines) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { msg?: string; url?: string; ms?: number; time?: number }
    if (entry.msg !== 'request' || entry.url !== url || entry.ms === undefined) continue
    times.push(entry.ms)
    if (entry.time !== undefined) finishedAt.push(entry.time)
  }
  times.sort((a, b) => a - b)
  // The longest the server went without answering a scan while scans were coming in (rounds are apart by more than 5 s).
  const gaps = finishedAt.slice(1).map((t, i) => t - finishedAt[i]!).filter((gap) => gap < 5_000)
  return {
    count: times.length,
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    max: times.at(-1) ?? 0,
    longestGapMs: Math.max(0, ...gaps),
  }
}
