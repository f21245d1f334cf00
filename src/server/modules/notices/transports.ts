import { createHmac } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { NoticesConfig } from '../../config'
import type { OutboxChannel } from '../../db/schema'
import { unsubscribeComment, unsubscribeLine } from './notice-texts'
import type { OutboxRow } from './notices.queries'

/** A message as it leaves: the row, and the link that stops further ones. */
export interface Outgoing {
  row: OutboxRow
  unsubscribeUrl: string
}

/** One way out. `send` resolves once the other side has accepted the message, and throws otherwise. */
export interface Transport {
  channel: OutboxChannel
  /** For the Notices page and the logs: where messages go, without credentials. */
  describe: string
  send(message: Outgoing): Promise<void>
  close(): void
}

/** The webhook's signature header: HMAC-SHA256 of the raw body with the notices' secret, hex. */
export const SIGNATURE_HEADER = 'x-rollcall-signature'

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Email through an SMTP server (nodemailer), a few pooled connections; every one carries List-Unsubscribe. */
export function smtpTransport(options: { url: string; from: string; maxConnections?: number }): Transport {
  const mailer = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    // Well inside the worker's lease (delivery-worker.ts), so a hung server never outlives a claim.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  })
  return {
    channel: 'email',
    describe: `SMTP ${new URL(options.url).host}`,
    async send({ row, unsubscribeUrl }) {
      await mailer.sendMail({
        from: options.from,
        to: row.address,
        subject: row.subject,
        text: `${row.body}\n\n--\n${unsubscribeLine(row.language, unsubscribeUrl)}\n`,
        messageId: row.message_id,
        list: { unsubscribe: { url: unsubscribeUrl, comment: unsubscribeComment(row.language) } },
        // RFC 8058: a mail client's one-click unsubscribe POSTs this to the List-Unsubscribe address (unsubscribe.routes.ts).
        headers: { 'Auto-Submitted': 'auto-generated', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
    },
    close: () => mailer.close(),
  }
}

/**
 * A POST of a signed JSON body to the school's gateway (a WhatsApp or SMS service): the signature
 * header is HMAC-SHA256 over the raw body, `Idempotency-Key` the Message-ID, so a gateway can drop
 * the rare message sent twice after a crash. Any answer other than 2xx is a failed try.
 */
export function webhookTransport(options: { url: string; secret: string; timeoutMs?: number }): Transport {
  return {
    channel: 'webhook',
    describe: `webhook ${new URL(options.url).host}`,
    async send({ row, unsubscribeUrl }) {
      const body = JSON.stringify({
        id: row.id, messageId: row.message_id, kind: row.kind, language: row.language,
        to: { userId: row.recipient_id, email: row.address },
        subject: row.subject, text: row.body, facts: JSON.parse(row.payload) as unknown, unsubscribeUrl,
      })
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(options.secret, body), 'idempotency-key': row.message_id },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`webhook answered ${response.status}`)
    },
    close: () => {},
  }
}

/** The transport the configuration names: SMTP when set, else the webhook, else none (messages stay queued). */
export function transportFromConfig(config: NoticesConfig | undefined, secret: string): Transport | null {
  if (config?.smtp) return smtpTransport(config.smtp)
  if (config?.webhookUrl) return webhookTransport({ url: config.webhookUrl, secret })
  return null
}
