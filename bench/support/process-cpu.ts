import fs from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** utime + stime of one process in seconds (fields 14 and 15 of /proc/<pid>/stat); 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/**
 * CPU used by a set of processes between start and stop, in seconds. Processes named only at stop
 * (a PostgreSQL backend opened during the load) count from zero; one gone before stop is lost.
 */
export function cpuMeter(pids: number[]) {
  const before = new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]))
  return (pidsNow: number[] = pids) =>
    [...new Set([...pids, ...pidsNow])].reduce((sum, pid) => sum + Math.max(0, processCpuSeconds(pid) - (before.get(pid) ?? 0)), 0)
}

/**
 * A server's CPU including every process it started, ended ones too: its own utime + stime, its children's
 * that it has waited for (cutime + cstime, fields 16 and 17), and each live child's. A PostgreSQL postmaster
 * waits for every backend that ends, so this counts short-lived backends that a sampler of live ones misses.
 */
export function processTreeCpuSeconds(pid: number): number {
  const stat = (p: number | string) => {
    try {
      return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')
    } catch {
      return null
    }
  }
  const own = stat(pid)
  if (!own) return 0
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = stat(entry)
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / TICKS_PER_SECOND
}

/** The parent process of `pid` (a PostgreSQL backend's: its postmaster), or null once it is gone. */
export function parentPid(pid: number): number | null {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
  } catch {
    return null
  }
}
