import http from 'node:http'
import { performance } from 'node:perf_hooks'

/** One request of a mixed load, built when a connection is free to send it. */
export interface MixJob<K extends string> {
  kind: K
  /** Which server (index into the bases) answers it. */
  instance: number
  method: 'GET' | 'POST' | 'PUT'
  path: string
  cookie: string
  body?: unknown
  /** Sees the answer (status and parsed JSON body, or null), for what the benchmark checks afterwards. */
  onAnswer?: (status: number, body: unknown) => void
}

export interface KindResult {
  sent: number
  /** 2xx answers. */
  ok: number
  /** Other answers, by status. */
  refused: Record<number, number>
  errors: number
  /** Milliseconds, every answered request. */
  latencies: number[]
}

export interface MixResult<K extends string> {
  seconds: number
  byKind: Record<K, KindResult>
  /** Why the load ended before its time: the jobs ran out (null when it ran its time). */
  endedEarly: string | null
}

/**
 * A closed-loop load over several servers: `connections` requests in flight at once (spread over the
 * servers' keep-alive pools), each connection sending the next job as soon as its answer came, for
 * `seconds` or until `next` has no more jobs. Jobs are numbered in the order they are sent, so the
 * caller spreads them over servers, schools and kinds by that number.
 */
export async function runMix<K extends string>(options: {
  bases: string[]
  kinds: readonly K[]
  connections: number
  seconds: number
  next: (n: number) => MixJob<K> | null
}): Promise<MixResult<K>> {
  const perInstance = Math.ceil(options.connections / options.bases.length)
  const agents = options.bases.map(() => new http.Agent({ keepAlive: true, maxSockets: perInstance }))
  const urls = options.bases.map((b) => new URL(b))
  const fresh = (): KindResult => ({ sent: 0, ok: 0, refused: {}, errors: 0, latencies: [] })
  const byKind = Object.fromEntries(options.kinds.map((k) => [k, fresh()])) as Record<string, KindResult> as Record<K, KindResult>
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  let n = 0
  let endedEarly: string | null = null

  const send = (job: MixJob<K>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = urls[job.instance]!
      const payload = job.body === undefined ? undefined : JSON.stringify(job.body)
      const request = http.request({
        host: url.hostname, port: url.port, method: job.method, path: job.path, agent: agents[job.instance],
        headers: { cookie: job.cookie, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', reject)
      })
      request.on('error', reject)
      request.end(payload)
    })

  const connection = async () => {
    while (performance.now() < deadline && !endedEarly) {
      const job = options.next(n++)
      if (!job) {
        endedEarly ??= `no job left after ${n - 1} requests`
        return
      }
      const tally = byKind[job.kind]
      tally.sent++
      const t0 = performance.now()
      try {
        const { status, text } = await send(job)
        tally.latencies.push(performance.now() - t0)
        if (status >= 200 && status < 300) tally.ok++
        else tally.refused[status] = (tally.refused[status] ?? 0) + 1
        let body: unknown = null
        try {
          body = text ? JSON.parse(text) : null
        } catch {
          body = null
        }
        job.onAnswer?.(status, body)
      } catch {
        tally.errors++
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, connection))
  const seconds = (performance.now() - started) / 1000
  for (const agent of agents) agent.destroy()
  return { seconds, byKind, endedEarly }
}
