import { build } from 'esbuild'

/**
 * Bundles the server for production: our TypeScript compiled into one ES module (with a source
 * map), every package left as an import from node_modules. Plain Node runs it (`npm start`), so
 * tsx does not compile sources at run time (ADR 010). The file must sit inside the repository for
 * its imports to find node_modules.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
}
