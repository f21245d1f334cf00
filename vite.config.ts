import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Rollup } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { pageCode } from './vite.pages'
import { pwaOptions } from './vite.pwa'

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`

// Libraries of the signed-in app, fetched together after sign-in. jsqr, recharts and qrcode are
// left out on purpose: only the pages that use them fetch them, on demand.
const SIGNED_IN_VENDOR = /\/node_modules\/(react-router|@radix-ui|sonner|lucide-react|react-remove-scroll[^/]*|aria-hidden|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib|cookie|set-cookie-parser)\//
// Our code that pages share (lib, components, the shell): one chunk instead of dozens of tiny ones.
// The server's page hints find it by its name, 'signed-in' (src/server/plugins/page-hints.ts).
const SIGNED_IN_APP = /\/src\/(shared|web\/(lib|components|app))\//
const CONTRACT_OR_ZOD = /\/src\/shared\/contracts\/|\/node_modules\/zod\//
// The QR code maker (qrcode and its path finder): only the student's card, the slips and the sign-in sheet draw codes.
const QR_CODE_MAKER = /\/node_modules\/(qrcode|dijkstrajs|pngjs)\//
// The English texts of the pages after sign-in: a chunk of their own, so that a rendered page can run it in a
// task apart from the app's code (app/first-screen.ts, ADR 038).
const SIGNED_IN_TEXTS = /\/src\/shared\/i18n\/en\//
// A language's texts beside English (src/shared/i18n/id/…): chunks of their own, loaded only when chosen (ADR 030).
const OTHER_LANGUAGE_TEXTS = /\/src\/shared\/i18n\/(?!en\/)[a-z]+\//

// The service worker's registration (lib/pwa/service-worker.ts), loaded after the first paint on every
// page, the sign-in page's too: a small chunk of its own, not a part of the signed-in app's.
const SERVICE_WORKER_REGISTRATION = /\/src\/web\/lib\/pwa\/service-worker\.ts$/

/**
 * React itself: a chunk of its own, which a rendered page runs in a task apart from the entry's (ADR 058).
 * The sign-in page loads it with the entry, as before.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//

const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.m?js$/

/**
 * What the sign-in page loads (main.tsx and its static imports) is named as its own chunk: Rollup
 * adds a manual chunk's unassigned dependencies to it, so otherwise React would move into 'vendor'
 * and the sign-in page would download that whole chunk.
 */
let signInModules: Set<string> | undefined
function signInPage(meta: Rollup.ManualChunkMeta): Set<string> {
  if (signInModules) return signInModules
  const found = new Set<string>()
  const stack = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry)
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue
    found.add(id)
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []))
  }
  return (signInModules = found)
}

/**
 * lucide-react's index imports every icon, so by the rule above every icon would land on the
 * sign-in page: only those its own files name (as file names: LoaderCircle → loader-circle) go
 * there, the others with the signed-in app.
 */
let signInIconNames: Set<string> | undefined
function signInIcons(meta: Rollup.ManualChunkMeta): Set<string> {
  if (signInIconNames) return signInIconNames
  const names = new Set<string>()
  for (const id of signInPage(meta)) {
    if (!id.includes('/src/')) continue
    for (const [, list] of meta.getModuleInfo(id)?.code?.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g) ?? []) {
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    }
  }
  return (signInIconNames = names)
}

/**
 * Whether a module stays with the pages that use it, out of the chunks every signed-in page runs first: one that
 * builds zod schemas when it runs (a contract, or our module importing zod or a module that does), or draws QR
 * codes. Building a schema is costly (zod 4 defines each one's methods as it is made), and the QR code maker's
 * tables are made as it loads: a first screen then runs only its own before it answers a tap (ADR 038, ADR 058).
 */
const staysWith = new Map<string, boolean>()
function staysWithItsPages(id: string, meta: Rollup.ManualChunkMeta): boolean {
  const known = staysWith.get(id)
  if (known !== undefined) return known
  staysWith.set(id, false)
  const found = CONTRACT_OR_ZOD.test(id) || QR_CODE_MAKER.test(id)
    || (id.includes('/src/') && (meta.getModuleInfo(id)?.importedIds ?? []).some((dep) => staysWithItsPages(dep, meta)))
  staysWith.set(id, found)
  return found
}

function chunkOf(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (REACT.test(id) || id.includes('commonjsHelpers')) return 'react'
  const icon = LUCIDE_ICON.exec(id)?.[1]
  if (icon) return signInIcons(meta).has(icon) ? 'index' : 'signed-in'
  if (signInPage(meta).has(id)) return 'index'
  if (SERVICE_WORKER_REGISTRATION.test(id)) return undefined
  if (SIGNED_IN_VENDOR.test(id)) return 'vendor'
  if (OTHER_LANGUAGE_TEXTS.test(id)) return undefined
  if (SIGNED_IN_TEXTS.test(id)) return 'signed-in-texts'
  if (SIGNED_IN_APP.test(id) && !staysWithItsPages(id, meta)) return 'signed-in'
  return undefined
}

/** A library's misplaced `@__PURE__` comment (zod 4) is its own affair: Rollup drops it and says so on every build. */
const onwarn: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return
  warn(warning)
}

const aliases = [
  { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/web/lib/sync-external-store.ts', import.meta.url)) },
  { find: '#shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
  { find: '#web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
]
/**
 * React Router's package names only its development build (with its checks and warnings: ~100 ms of a
 * phone's start at 4× CPU, ADR 038); its production build sits beside it. Builds take that one; the dev
 * server and the tests keep the development build's warnings.
 */
const resolveFor = (command: 'build' | 'serve') => ({
  alias: command === 'build'
    ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }, ...aliases]
    : aliases,
})

/**
 * `vite build --ssr`: the module the server renders first screens with (ADR 013), into the web
 * build's `.ssr/` folder (`--outDir <web build>/.ssr` when the web build goes elsewhere). Every
 * library is bundled in, so it runs wherever the build is copied, node_modules or not.
 */
const renderModule = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), pageCode()],
  resolve: resolveFor('build'),
  ssr: { noExternal: true },
  // The bundled libraries choose their production builds (Node would otherwise take React's development one).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist/web/.ssr', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      onwarn,
      input: fileURLToPath(new URL('./src/web/ssr/render-page.tsx', import.meta.url)),
      output: { entryFileNames: 'render-page.js' },
    },
  },
})

export default defineConfig(({ isSsrBuild, command }) => isSsrBuild ? renderModule : {
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  // .br and .gz beside each file, made once at build time: the server sends them as they are (plugins/web-app.ts).
  // The manifest and the service worker (vite.pwa.ts, ADR 026).
  // The page manifest's code (vite.pages.ts, ADR 049).
  plugins: [
    react(),
    pageCode(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//, /\.ssr\//, /index\.html$/] }),
    VitePWA(pwaOptions),
  ],
  resolve: resolveFor(command),
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Which files each chunk needs: the server's page hints (plugins/page-hints.ts) read it.
    manifest: true,
    rollupOptions: {
      onwarn,
      output: {
        manualChunks: chunkOf,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})
