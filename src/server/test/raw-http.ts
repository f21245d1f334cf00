import { connect } from 'node:net'

/**
 * HTTP/1.1 as bytes over a real socket, for what `app.inject` cannot send: inject skips Node's parser
 * (no header limit, no byte check) and cleans its URL with WHATWG's (`/a/../b` becomes `/b`). One
 * request per connection (`Connection: close`), so the answer is whatever the server wrote until it closed.
 */
export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export interface RawRequest {
  method?: string
  /** The request target exactly as sent: each character is one byte (latin1), so `%`-errors and raw bytes stay. */
  target: string
  /** Each name and value as bytes (latin1); `host` and `connection: close` are added unless given. */
  headers?: [string, string][]
  body?: string
}

/** The request's bytes: `Host` and `Connection: close` unless given, `Content-Length` for a body. */
export function requestBytes({ method = 'GET', target, headers = [], body }: RawRequest): Buffer {
  const names = new Set(headers.map(([name]) => name.toLowerCase()))
  const all: [string, string][] = [
    ...(names.has('host') ? [] : [['host', 'localhost'] as [string, string]]),
    ...headers,
    ...(names.has('connection') ? [] : [['connection', 'close'] as [string, string]]),
    ...(body !== undefined && !names.has('content-length') && !names.has('transfer-encoding') ? [['content-length', String(Buffer.byteLength(body, 'latin1'))] as [string, string]] : []),
  ]
  const head = `${method} ${target} HTTP/1.1\r\n${all.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`
  return Buffer.from(head + (body ?? ''), 'latin1')
}

/** The answer's status line, headers and body (chunked decoded); a stream's (event-stream) headers only. */
function parse(data: Buffer): RawResponse | null {
  // An interim answer (100 Continue to `Expect: 100-continue`) comes before the real one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 13).toString('latin1')) && data.indexOf('\r\n\r\n') >= 0) data = data.subarray(data.indexOf('\r\n\r\n') + 4)
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1])
  if (!status) return null
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let rest = data.subarray(end + 4)
  if (headers['transfer-encoding']?.includes('chunked')) {
    const chunks: Buffer[] = []
    for (;;) {
      const lineEnd = rest.indexOf('\r\n')
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
      if (lineEnd < 0 || !size) break
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
      rest = rest.subarray(lineEnd + 2 + size + 2)
    }
    rest = Buffer.concat(chunks)
  }
  return { status, headers, body: rest.toString('utf8') }
}

/**
 * Sends one request and reads the answer until the server closes; null when it closed without one.
 * An answer before the whole request was written (a 431 while the headers still flow) counts: the
 * server may then reset the connection, as Node does after refusing a request.
 */
export function rawRequest(port: number, request: RawRequest | Buffer, timeoutMs = 10_000): Promise<RawResponse | null> {
  const bytes = Buffer.isBuffer(request) ? request : requestBytes(request)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1')
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms to ${bytes.subarray(0, 120).toString('latin1')}`))
    }, timeoutMs)
    let failure: Error | null = null
    const done = () => {
      clearTimeout(timer)
      // Not reached at all (refused, no address left): the client's failure, not the server's answer.
      if (failure && !socket.bytesWritten) reject(failure)
      else resolve(parse(Buffer.concat(chunks)))
    }
    let headRead = false
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      if (headRead) return
      // A stream (server-sent events) stays open: its status and headers are the answer.
      const head = Buffer.concat(chunks)
      const end = head.indexOf('\r\n\r\n')
      if (end < 0) return
      headRead = true
      if (/\r\ncontent-type: text\/event-stream/i.test(head.subarray(0, end).toString('latin1'))) socket.destroy()
    })
    socket.on('error', (error) => {
      failure = error
      socket.destroy()
    })
    socket.on('close', done)
    // Not ended: Node's server drops a request whose client half-closes before the answer (no allowHalfOpen).
    // `Connection: close` has the server close once it has answered.
    socket.write(bytes)
  })
}
