import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestEntry {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestEntry>

export interface Chunk {
  file: string
  bytes: number
  gzip: number
  /** Bytes of minified output per npm package (or "app" for our own code), from the source map. */
  packages: Map<string, number>
}

/** The built web app: its chunks, and which of them each page loads. */
export class ChunkGraph {
  readonly manifest: Manifest
  readonly chunks = new Map<string, Chunk>()

  constructor(readonly dir: string) {
    this.manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest
    for (const file of fs.readdirSync(path.join(dir, 'assets'))) {
      if (file.endsWith('.js') || file.endsWith('.css')) this.chunks.set(`assets/${file}`, readChunk(dir, `assets/${file}`))
    }
  }

  /**
   * What the browser fetches for index.html before anything is clicked: its scripts and
   * module preloads, and every chunk they import statically (not the lazy pages).
   */
  entryFiles(): string[] {
    const html = fs.readFileSync(path.join(this.dir, 'index.html'), 'utf8')
    const referenced = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
    const files = new Set(referenced)
    for (const key of Object.keys(this.manifest).filter((k) => this.manifest[k]!.isEntry)) this.staticClosure(key, files)
    for (const file of referenced) if (!this.chunks.has(file) && fs.existsSync(path.join(this.dir, file))) this.chunks.set(file, readChunk(this.dir, file))
    return [...files]
  }

  /** The lazy page whose source path ends with `srcSuffix`, with everything it imports statically. */
  pageFiles(srcSuffix: string): string[] {
    const key = Object.keys(this.manifest).find((k) => k.endsWith(srcSuffix))
    if (!key) throw new Error(`no chunk for ${srcSuffix} in the manifest`)
    return [...this.staticClosure(key, new Set())]
  }

  /** The lazy pages (manifest keys of dynamic entries that are our source files). */
  pages(): string[] {
    return Object.keys(this.manifest).filter((k) => this.manifest[k]!.isDynamicEntry && !k.startsWith('_') && !k.includes('node_modules'))
  }

  /** Chunks the page `srcSuffix` fetches on demand (its own dynamic imports), beyond the sign-in page and the page itself. */
  lazyFilesOf(srcSuffix: string): string[] {
    const key = Object.keys(this.manifest).find((k) => k.endsWith(srcSuffix))
    if (!key) throw new Error(`no chunk for ${srcSuffix} in the manifest`)
    const loaded = new Set([...this.entryFiles(), ...this.pageFiles(srcSuffix)])
    const files = new Set<string>()
    // The page's chunks import the entry chunk and the signed-in app's, whose dynamic imports are
    // every page: not this page's doing. Only the page's own chunk and plain shared chunks count.
    const ownChunk = (k: string) => k === key || !(this.manifest[k]!.isEntry || this.manifest[k]!.isDynamicEntry)
    for (const own of this.keysOf(new Set(this.pageFiles(srcSuffix))).filter(ownChunk)) {
      for (const lazy of this.manifest[own]!.dynamicImports ?? []) this.staticClosure(lazy, files)
    }
    return [...files].filter((f) => !loaded.has(f))
  }

  /** Chunks holding code of the npm package `name`. */
  filesWithPackage(name: string): string[] {
    return [...this.chunks.values()].filter((c) => c.packages.has(name)).map((c) => c.file)
  }

  gzipOf(files: Iterable<string>, ext = '.js'): number {
    let total = 0
    for (const file of files) if (file.endsWith(ext)) total += this.chunks.get(file)?.gzip ?? 0
    return total
  }

  private keysOf(files: Set<string>): string[] {
    return Object.keys(this.manifest).filter((k) => files.has(this.manifest[k]!.file))
  }

  private staticClosure(key: string, into: Set<string>): Set<string> {
    const entry = this.manifest[key]
    if (!entry || into.has(entry.file)) return into
    into.add(entry.file)
    for (const css of entry.css ?? []) into.add(css)
    for (const imported of entry.imports ?? []) this.staticClosure(imported, into)
    return into
  }
}

function readChunk(dir: string, file: string): Chunk {
  const content = fs.readFileSync(path.join(dir, file))
  const map = path.join(dir, `${file}.map`)
  const packages = fs.existsSync(map) ? bytesPerPackage(content.toString('utf8'), JSON.parse(fs.readFileSync(map, 'utf8'))) : new Map()
  return { file, bytes: content.length, gzip: gzipSync(content).length, packages }
}

/** "react-dom" for …/node_modules/react-dom/…, "@radix-ui/react-dialog" for scoped ones, "app" for ours. */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/')
  if (at < 0) return 'app'
  const parts = source.slice(at + 'node_modules/'.length).split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Minified bytes per package: each source-map segment gives the generated column where code of
 * one source starts; it runs until the next segment. Good to a few percent, which is all a
 * "where do the bytes go" table needs.
 */
function bytesPerPackage(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const sizes = new Map<string, number>()
  const lines = code.split('\n')
  let source = 0
  map.mappings.split(';').forEach((line, row) => {
    const segments: [number, number | null][] = []
    let column = 0
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeVlq(segment)
      column += fields[0]!
      if (fields.length >= 4) source += fields[1]!
      segments.push([column, fields.length >= 4 ? source : null])
    }
    const length = lines[row]?.length ?? 0
    segments.forEach(([start, src], i) => {
      if (src === null) return
      const end = segments[i + 1]?.[0] ?? length
      const name = packageOf(map.sources[src] ?? '')
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - start))
    })
  })
  return sizes
}

function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = B64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}
