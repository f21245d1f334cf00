import { buildApp } from './app'
import { bootstrap } from './bootstrap'
import { ConfigError, describeDatabase, loadConfig } from './config'
import { createDb } from './db/create-db'
import { scheduleSweeps } from './maintenance'

/** config → database → migrate → app → listen. */
async function main() {
  const config = loadConfig()
  const handle = createDb(config.database, { backgroundCheckpoints: true })
  const ctx = await bootstrap(handle, config)
  const app = await buildApp(ctx)
  const stopSweeps = scheduleSweeps(ctx, (error) => app.log.error({ err: error }, 'maintenance sweep failed'))

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    stopSweeps()
    await app.close()
    await ctx.events.close()
    await handle.db.destroy()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const where = describeDatabase(config.database)
  app.log.info(`Rollcall serves school ${ctx.schoolId} at http://${config.host}:${config.port} (${where})`)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
