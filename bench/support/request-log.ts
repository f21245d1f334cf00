import fs from 'node:fs'

export interface ServerSideTimes {
  count: number
  p50: number
  p99: number
  max: number
  /** The longest the server went without answering a scan while scans were coming in. */
  longestGapMs: number
}

/**
 * The server's own time for the requests to one URL, from its request log (one JSON line per answered request
 * with its `ms` and `time`, ADR 018), answered within `window` (epoch ms) when one is given: set beside what the
 * load generator saw, it tells a request held up inside the server from one held up before it got there.
 */
export function serverSideTimes(logFile: string, url: string, window?: { from: number; to: number }): ServerSideTimes {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n')
  const times: number[] = []
  const finishedAt: number[] = []
  for (const line of lines) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { msg?: string; url?: string; ms?: number; time?: number }
    if (entry.msg !== 'request' || entry.url !== url || entry.ms === undefined) continue
    if (window && (entry.time === undefined || entry.time < window.from || entry.time > window.to)) continue
    times.push(entry.ms)
    if (entry.time !== undefined) finishedAt.push(entry.time)
  }
  times.sort((a, b) => a - b)
  // Rounds are apart by more than 5 s: a longer gap is between rounds, not inside one.
  const gaps = finishedAt.slice(1).map((t, i) => t - finishedAt[i]!).filter((gap) => gap < 5_000)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0, longestGapMs: Math.max(0, ...gaps) }
}

/**
 * The server's own times over several rounds, each counted in its own measured window only (rounds at other
 * loads ran between them): the scans of all, the worst p50, p99, max and pause of any.
 */
export function serverSideTimesOfRounds(logFile: string, url: string, windows: { from: number; to: number }[]): ServerSideTimes {
  const each = windows.map((window) => serverSideTimes(logFile, url, window))
  const worst = (pick: (t: ServerSideTimes) => number) => Math.max(...each.map(pick))
  return {
    count: each.reduce((n, t) => n + t.count, 0),
    p50: worst((t) => t.p50), p99: worst((t) => t.p99), max: worst((t) => t.max), longestGapMs: worst((t) => t.longestGapMs),
  }
}
