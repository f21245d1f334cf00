import { buildApp } from './app'
import { bootstrap } from './bootstrap'
import { ConfigError, describeDatabase, loadConfig } from './config'
import { createDb } from './db/create-db'
import { checkpointInBackground } from './db/sqlite-checkpoints'
import { scheduleSweeps } from './maintenance'
import { scheduleCutoffNotices, startDeliveryWorker, transportFromConfig } from './modules/notices'

/** config → database → migrate → app → listen. */
async function main() {
  const config = loadConfig()
  const handle = createDb(config.database, { poolSize: config.dbPoolSize })
  const ctx = await bootstrap(handle, config)
  const app = await buildApp(ctx)
  if (config.clockOffsetMs) app.log.warn(`CLOCK_OFFSET_MS is set: the server's clock reads ${ctx.now().toISOString()}, not the machine's`)
  const stopSweeps = scheduleSweeps(ctx, (error) => app.log.error({ err: error }, 'maintenance sweep failed'))
  // Absence notices leave through the configured transport; with none they stay queued (ADR 021).
  const transport = transportFromConfig(config.notices, ctx.secrets.notices)
  const delivery = transport && config.notices
    ? startDeliveryWorker(ctx, transport, { publicUrl: config.notices.publicUrl, onError: (error) => app.log.error({ err: error }, 'notice delivery failed') })
    : null
  const stopCutoffNotices = scheduleCutoffNotices(ctx, (error) => app.log.error({ err: error }, 'cut-off notices failed'))
  const checkpoints = config.database.kind === 'sqlite' && config.database.file !== ':memory:'
    ? await checkpointInBackground(handle.db, config.database.file, (error) => app.log.error({ err: error }, 'background checkpoint failed'))
    : null

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    stopSweeps()
    stopCutoffNotices()
    await app.close()
    await delivery?.stop()
    await checkpoints?.stop()
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
