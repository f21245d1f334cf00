/**
 * A minimal server-sent-events reader for tests: waits for named events. The default deadline is long, so that
 * only a lost event ends the wait on a busy machine; how soon events arrive is measured by bench/live-latency.ts.
 */
export interface SseClient {
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>
  close(): void
}

export async function openSse(url: string, cookie: string): Promise<SseClient> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal })
  if (response.status !== 200 || !response.body) throw new Error(`SSE ${url}: ${response.status}`)
  const queue: { event: string; data: unknown }[] = []
  const waiters: (() => void)[] = []
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
          const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n')
          if (data) queue.push({ event, data: JSON.parse(data) })
          waiters.splice(0).forEach((wake) => wake())
        }
      }
    } catch {
      // aborted by close()
    }
  })()
  return {
    async next<T>(event: string, timeoutMs = 30_000): Promise<T> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = queue.findIndex((m) => m.event === event)
        if (index >= 0) return queue.splice(index, 1)[0]!.data as T
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiters.push(() => (clearTimeout(timer), resolve()))
        })
      }
    },
    close: () => controller.abort(),
  }
}
