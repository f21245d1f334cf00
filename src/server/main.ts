import pino from 'pino'
import { buildApp } from './app'
import { bootstrap, prepareDatabase } from './bootstrap'
import { type AppConfig, ConfigError, describeDatabase, loadConfig } from './config'
import { createDb } from './db/create-db'
import { checkpointInBackground } from './db/sqlite-checkpoints'
import { scheduleSweeps } from './maintenance'
import { scheduleCutoffNotices, startDeliveryWorker, transportFromConfig } from './modules/notices'
import { endWithPrimary, runWorkers, servesItself, workerNumber } from './workers'

/** config → database → migrate → app → listen; with WORKERS, a primary that migrates and forks the serving processes (ADR 055). */
async function main() {
  const config = loadConfig()
  const workers = config.workers ?? 1
  if (servesItself(workers)) return serve(config)
  const primaryLog = pino({ level: config.logLevel })
  await runWorkers(workers, async () => {
    const handle = createDb(config.database, { poolSize: 1 })
    await prepareDatabase(handle, config)
    await handle.db.destroy()
  }, (message) => primaryLog.info(message))
}

async function serve(config: AppConfig) {
  endWithPrimary()
  // The background duties (sweeps, notices, checkpoints) run in one process of the machine: the first worker.
  const duties = workerNumber() === 1
  const handle = createDb(config.database, { poolSize: config.dbPoolSize })
  const ctx = await bootstrap(handle, config)
  const app = await buildApp(ctx)
  if (config.clockOffsetMs) app.log.warn(`CLOCK_OFFSET_MS is set: the server's clock reads ${ctx.now().toISOString()}, not the machine's`)
  const stopSweeps = duties ? scheduleSweeps(ctx, (error) => app.log.error({ err: error }, 'maintenance sweep failed')) : () => {}
  // Absence notices leave through the configured transport; with none they stay queued (ADR 021).
  const transport = transportFromConfig(config.notices, ctx.secrets.notices)
  const delivery = duties && transport && config.notices
    ? startDeliveryWorker(ctx, transport, { publicUrl: config.notices.publicUrl, onError: (error) => app.log.error({ err: error }, 'notice delivery failed') })
    : null
  const stopCutoffNotices = duties ? scheduleCutoffNotices(ctx, (error) => app.log.error({ err: error }, 'cut-off notices failed')) : () => {}
  const checkpoints = duties && config.database.kind === 'sqlite' && config.database.file !== ':memory:'
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
  const worker = workers(config) > 1 ? `, worker ${workerNumber()} of ${workers(config)}` : ''
  app.log.info(`Rollcall serves school ${ctx.schoolId} at http://${config.host}:${config.port} (${where}${worker})`)
}

const workers = (config: AppConfig) => config.workers ?? 1

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
