import openapiTS, { astToString } from 'openapi-typescript'
import type { RouteEntry } from '../plugins/route-table'
import { buildOpenApiDocument } from './document'

/** Where the web app's copy of the API's types is kept, from the repository's root. */
export const API_PATHS_FILE = 'src/web/lib/api-paths.d.ts'

/** How to write it again; the test that compares it names this command. */
export const API_PATHS_COMMAND = 'npm run api-types'

const HEADER = `/**
 * Generated, not written: ${API_PATHS_COMMAND} (scripts/api-types.ts) runs openapi-typescript, with its default
 * options, on the description the server builds from its routes' declarations (the document GET /api/openapi.json
 * serves, ADR 031, 048). Do not edit it; src/server/openapi/api-paths.test.ts fails when it differs from what the
 * routes declare. The web app's calls are checked against it (src/web/lib/api-client.ts, ADR 050).
 */

`

/**
 * The TypeScript of the API's description, as openapi-typescript writes it for any client of the API: \`paths\`
 * (each path's operations), \`operations\` (each one's parameters, body and every answer with its error codes).
 */
export async function apiPathsSource(routes: readonly RouteEntry[]): Promise<string> {
  const document = buildOpenApiDocument(routes)
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true })
  return HEADER + astToString(nodes)
}
