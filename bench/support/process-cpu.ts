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
