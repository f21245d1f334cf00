import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A production build of the web app and its render module (as `npm run build` makes them) for the
 * front-end benchmarks, with Vite's manifest (which chunk imports which) and hidden source maps
 * (which modules each chunk holds; no comment is added to the chunks, so their sizes are the real
 * ones). Built into a temporary folder, never dist/web, which a running server or an e2e run may be serving.
 *
 * BENCH_WEB_DIST names a build made this way already (the runner builds once for all benchmarks).
 */
export function webBuild(): { dir: string; remove(): void } {
  const given = process.env.BENCH_WEB_DIST
  if (given) {
    if (!fs.existsSync(path.join(given, '.vite', 'manifest.json'))) throw new Error(`BENCH_WEB_DIST=${given} has no .vite/manifest.json`)
    return { dir: given, remove: () => {} }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-web-'))
  buildWebInto(dir)
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** The two builds `npm run build` makes: the web app, then its render module in `<dir>/.ssr` (ADR 013). */
export const VITE_BUILDS = (dir: string) => [
  ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'error'],
  ['vite', 'build', '--ssr', '--outDir', path.join(dir, '.ssr'), '--emptyOutDir', '--logLevel', 'error'],
]

export function buildWebInto(dir: string): void {
  for (const args of VITE_BUILDS(dir)) execFileSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'] })
}
