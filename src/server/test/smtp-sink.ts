import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as it arrived over SMTP: the envelope, the raw text, and its headers (names lower-cased, unfolded). */
export interface ArrivedMail {
  from: string
  to: string[]
  raw: string
  headers: Map<string, string>
  /** The text after the header block, with quoted-printable soft breaks joined. */
  body: string
}

export interface SmtpSink {
  port: number
  url: string
  mails: ArrivedMail[]
  close(): Promise<void>
}

function parse(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const body = raw.slice(split + 4).replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { headers, body }
}

/**
 * A real SMTP server (smtp-server, the nodemailer project's) on 127.0.0.1, keeping every message it
 * accepts: the tests read what arrived over SMTP, not a mock transport. `beforeAccept` runs once a
 * message's data is in and before the server answers 250 (a test may kill the sender there).
 */
export async function startSmtpSink(options: { port?: number; beforeAccept?: (mail: ArrivedMail) => Promise<void> | void } = {}): Promise<SmtpSink> {
  const mails: ArrivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail: ArrivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parse(raw),
        }
        // Kept before the answer: once its data is in, a real server has the message, whatever the sender hears.
        mails.push(mail)
        void Promise.resolve(options.beforeAccept?.(mail)).then(() => callback())
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  // A sender that dies mid-message (the SIGKILL tests) resets its socket: smtp-server reports that as an
  // 'error' event, which would otherwise be an unhandled error of the whole run. The sink has its mails.
  server.on('error', () => {})
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
