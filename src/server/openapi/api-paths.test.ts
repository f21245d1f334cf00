import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'
import { API_PATHS_COMMAND, API_PATHS_FILE, apiPathsSource } from './api-paths'

/**
 * The web app's calls are type-checked against src/web/lib/api-paths.d.ts (ADR 050); that file is only as true as it
 * is fresh. Written again from the routes' declarations here, it must be the very file committed: a changed route or
 * contract fails this test until the file is written again.
 */
describe('the web app’s types of the API (src/web/lib/api-paths.d.ts)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false })
  })
  afterAll(() => t.close())

  it('are what openapi-typescript makes of the description the routes declare today', async () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../../${API_PATHS_FILE}`, import.meta.url)), 'utf8')
    const fresh = await apiPathsSource(t.app.routeTable)
    // Not toEqual on the texts: a diff of a megabyte helps nobody; the message says what to do.
    expect(committed === fresh, `${API_PATHS_FILE} is out of date with the routes' declarations: run \`${API_PATHS_COMMAND}\` and commit it`).toBe(true)
  })
})
