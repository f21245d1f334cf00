import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { poolSizeFor } from './db/pool-size'
import { workerCount } from './worker-count'

/**
 * The environment, checked once at start. A bad value stops the process with a
 * message naming the variable, instead of failing later in some request.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    message: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))

const secret = z.string().min(32, 'must be at least 32 characters').optional()

/** `npm start`'s log level: one line per request (ADR 018); the benchmarks run the server with it. */
export const DEFAULT_LOG_LEVEL = 'info'

/** How far CLOCK_OFFSET_MS may move the server's clock: ten years either way. */
const CLOCK_OFFSET_LIMIT_MS = 10 * 366 * 86_400_000

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DEMO: booleanFlag.optional(),
  SESSION_SECRET: secret,
  QR_SECRET: secret,
  TRUST_PROXY: booleanFlag.default(false),
  /** Many schools by host name: `<slug>.<BASE_DOMAIN>` is that school's address (ADR 034). */
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'a host name such as schools.example.org, lower-case, without a scheme or port')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(DEFAULT_LOG_LEVEL),
  WEB_DIST: z.string().optional(),
  // Absence notices (ADR 021): neither transport set keeps every message queued, for staff to see.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  NOTIFY_WEBHOOK_SECRET: secret,
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  // PostgreSQL's pool per instance (db/pool-size.ts): the rule's inputs, or its result given outright.
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  DB_MAX_CONNECTIONS: z.coerce.number().int().min(10).default(100),
  APP_INSTANCES: z.coerce.number().int().min(1).default(1),
  /** Processes serving on this machine (ADR 055): a number, or `auto` for one per core (PostgreSQL; SQLite keeps one). */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)], { message: 'must be auto or a whole number from 1' }).default(1),
  /** Tests and rehearsals only: the server's clock is the machine's plus this (e2e/README.md, "The suite's clock"). */
  /** Tests only: a route answering what its declaration does not list answers 500 instead (openapi/status-contract.ts). */
  DECLARED_ANSWERS_ONLY: booleanFlag.default(false),
  CLOCK_OFFSET_MS: z.coerce.number().int('must be a whole number of milliseconds').min(-CLOCK_OFFSET_LIMIT_MS).max(CLOCK_OFFSET_LIMIT_MS).default(0),
}).refine((e) => !e.SMTP_URL || e.MAIL_FROM, { message: 'must be set when SMTP_URL is (the sender of every notice)', path: ['MAIL_FROM'] })

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string }

export interface AppConfig {
  port: number
  host: string
  database: DatabaseTarget
  demo: boolean
  secrets: { session?: string; qr?: string; notices?: string }
  trustProxy: boolean
  /** Set: a request's school is named by its host, `<slug>.<baseDomain>`; unset: by the school code the device chose, or the only school. */
  baseDomain: string | null
  logLevel: string
  /** Built web app to serve; null serves the API only (tests, `npm run dev`). */
  webDist: string | null
  /** How absence notices leave (ADR 021); absent (tests, tools): they stay queued. */
  notices?: NoticesConfig
  /** PostgreSQL: connections each serving process keeps (db/pool-size.ts); absent: createDb's default. */
  dbPoolSize?: number
  /** Processes serving on this machine (server/workers.ts, ADR 055); 1 serves from the one process started. */
  workers?: number
  /**
   * Milliseconds the server's clock runs ahead of the machine's (negative: behind); 0 in production.
   * The end-to-end suite sets it so that the demo school's today is a chosen school day, whatever the date.
   */
  clockOffsetMs?: number
  /** Tests only: an answer a route's declaration does not list becomes a 500 naming it (openapi/status-contract.ts). */
  declaredAnswersOnly?: boolean
}

export interface NoticesConfig {
  smtp: { url: string; from: string } | null
  webhookUrl: string | null
  /** The address the app is reached at, for the links in messages (the unsubscribe link). */
  publicUrl: string
}

export const DEFAULT_SQLITE_FILE = path.join('data', 'rollcall.db')

export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (!url) return { kind: 'sqlite', file: DEFAULT_SQLITE_FILE }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  if (url === ':memory:') return { kind: 'sqlite', file: ':memory:' }
  if (url.startsWith('file:')) return { kind: 'sqlite', file: url.slice('file:'.length) }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new ConfigError(
      `DATABASE_URL: unsupported scheme in "${url.split('://')[0]}://…"; use postgres://… or a SQLite file path`,
    )
  }
  return { kind: 'sqlite', file: url }
}

/**
 * The database in words, for what the command-line tools and the server print: the file for SQLite;
 * for PostgreSQL the database's name and its host, never the user or password of the URL.
 */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite database ${target.file}`
  try {
    const url = new URL(target.url)
    // Without a name in the URL, PostgreSQL connects to the database named like the user.
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username)
    const host = url.hostname ? `${url.hostname}:${url.port || 5432}` : 'the default host'
    return `PostgreSQL database ${name || '(the default)'} on ${host}`
  } catch {
    return 'PostgreSQL database'
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const database = parseDatabaseUrl(e.DATABASE_URL)
  const workers = workerCount(e.WORKERS, database.kind)
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    // Demo data is the default only for the embedded SQLite database.
    demo: e.DEMO ?? database.kind === 'sqlite',
    secrets: { session: e.SESSION_SECRET, qr: e.QR_SECRET, notices: e.NOTIFY_WEBHOOK_SECRET },
    trustProxy: e.TRUST_PROXY,
    baseDomain: e.BASE_DOMAIN ?? null,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve('dist', 'web'),
    notices: {
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM! } : null,
      webhookUrl: e.NOTIFY_WEBHOOK_URL ?? null,
      publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    },
    workers,
    // Each worker is an instance of its own to the database: the machine's cores and its share of the connections are split between them.
    dbPoolSize: e.DB_POOL_SIZE ?? poolSizeFor({ maxConnections: e.DB_MAX_CONNECTIONS, instances: e.APP_INSTANCES * workers, cores: Math.max(1, Math.ceil(os.availableParallelism() / workers)) }),
    clockOffsetMs: e.CLOCK_OFFSET_MS,
    declaredAnswersOnly: e.DECLARED_ANSWERS_ONLY,
  }
}
