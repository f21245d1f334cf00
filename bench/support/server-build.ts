import fs from 'node:fs'
import path from 'node:path'
import { bundleServer } from '../../scripts/server-bundle'

/**
 * The server as `npm start` runs it (one bundle, plain Node), built into a folder of its own under
 * .tmp/ so that a running server's dist/ is left alone.
 */
export async function serverBuild(): Promise<{ entry: string; remove(): void }> {
  fs.mkdirSync('.tmp', { recursive: true })
  const dir = fs.mkdtempSync(path.join('.tmp', 'bench-server-'))
  const entry = path.resolve(dir, 'main.js')
  await bundleServer(entry)
  return { entry, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
