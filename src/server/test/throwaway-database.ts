import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { citusWorkersOf, dropCitusDatabase, joinCitusDatabase } from './citus-database'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface ThrowawayDatabase {
  kind: DatabaseKind
  /** The DATABASE_URL a process uses: a SQLite file path, or postgres://… of the new database. */
  url: string
  /** The file for SQLite, the database's name for PostgreSQL: what the tools should name. */
  name: string
  drop(): Promise<void>
}

/**
 * A whole database of its own, for a process that serves or migrates it (a server, `admin:create`,
 * `migrate`) the way a school would run it: a new SQLite file in a temporary folder, or a new
 * PostgreSQL database on the server of TEST_DATABASE_URL (its public schema, as in production), part of the
 * cluster when that server is a Citus coordinator.
 * Plain imports only: the end-to-end journeys use it too.
 */
export async function createThrowawayDatabase(kind: DatabaseKind): Promise<ThrowawayDatabase> {
  if (kind === 'sqlite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rollcall-'))
    const file = path.join(dir, 'rollcall.db')
    return { kind, url: file, name: file, drop: () => fs.rm(dir, { recursive: true, force: true }) }
  }
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('TEST_DATABASE_URL is not set')
  const name = `rollcall_throwaway_${randomBytes(5).toString('hex')}`
  await onServer(server, `create database ${name}`)
  // On a Citus coordinator the new database joins the cluster as the server's own does (citus-database.ts).
  const workers = await citusWorkersOf(server)
  if (workers) await joinCitusDatabase(server, name, workers)
  const url = new URL(server)
  url.pathname = `/${name}`
  const drop = async () => {
    await onServer(server, `drop database if exists ${name} with (force)`)
    if (workers) await dropCitusDatabase(server, name, workers)
  }
  return { kind, url: url.toString(), name, drop }
}

/** One statement on its own connection to `connectionString` (a database made or dropped). */
export async function onServer(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
