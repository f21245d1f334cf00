/**
 * Writes src/web/lib/api-paths.d.ts, the web app's types of the API, from the description the server builds
 * (src/server/openapi/api-paths.ts). Run after changing a route's declaration or a contract it names:
 * `npm run api-types`. The server is built in memory, with an empty in-memory database; nothing listens.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { API_PATHS_FILE, apiPathsSource } from '../src/server/openapi/api-paths'
import { createTestApp } from '../src/server/test/test-app'

const app = await createTestApp('sqlite', { demo: false })
try {
  const file = fileURLToPath(new URL(`../${API_PATHS_FILE}`, import.meta.url))
  writeFileSync(file, await apiPathsSource(app.app.routeTable))
  console.log(`wrote ${API_PATHS_FILE}`)
} finally {
  await app.close()
}
