import { createServer } from 'node:http'
import { startSmtpSink } from '../../src/server/test/smtp-sink'

/**
 * The end-to-end suite's mail server: a real SMTP server (smtp-server, src/server/test/smtp-sink.ts) on
 * 127.0.0.1:E2E_SMTP_PORT, which the app under test sends to (its SMTP_URL), and a small HTTP mailbox on
 * E2E_MAILBOX_PORT where a journey reads what arrived over SMTP: GET /mails → [{ to, subject, body, messageId }].
 * Started by playwright.config.ts beside the app.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT)
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT)
const sink = await startSmtpSink({ port: smtpPort })

const decodeSubject = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))

/** The text of a single-part message, whatever transfer encoding nodemailer chose for it. */
function bodyOf(encoding: string, body: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  // smtp-sink decoded quoted-printable into one character a byte: put the UTF-8 bytes back together.
  if (/quoted-printable/i.test(encoding)) return Buffer.from(body, 'latin1').toString('utf8')
  return body
}

createServer((request, response) => {
  if (request.url === '/health') return void response.end('ok')
  if (request.url === '/mails') {
    const mails = sink.mails.map((m) => ({
      to: m.to,
      subject: decodeSubject(m.headers.get('subject') ?? ''),
      body: bodyOf(m.headers.get('content-transfer-encoding') ?? '', m.body),
      messageId: m.headers.get('message-id') ?? '',
    }))
    response.setHeader('content-type', 'application/json')
    return void response.end(JSON.stringify(mails))
  }
  response.statusCode = 404
  response.end()
}).listen(mailboxPort, '127.0.0.1')
