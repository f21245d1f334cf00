import fs from 'node:fs'
import path from 'node:path'
import { daySheetUrl, parseDayParams } from '#shared/day-sheet-address'
import { HOME_CODE, HOME_PAGE_PATHS, PAGES, renderedPageCode } from '#shared/pages'
import type { Role } from '#shared/roles'
import { DEFAULT_LANGUAGE, type Language } from '#shared/school'

/** One chunk in Vite's build manifest (dist/web/.vite/manifest.json), under its source's path or `_<file>`. */
interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/**
 * What every signed-in page needs beyond the entry: the chunk vite.config.ts names 'signed-in' (the
 * app's shell, router and toaster: web app/app-root) and what it imports; and the home page of each
 * kind of user, found under its source's path (the page manifest, src/shared/pages.ts).
 */
const SIGNED_IN_CHUNK_NAME = 'signed-in'
/**
 * A language's texts after sign-in (src/shared/i18n/<language>/signed-in.ts, ADR 030) are a chunk Rollup also
 * names 'signed-in', after that module; its manifest key is the module's path, where the app's chunk, a manual one,
 * has `_<file>`. Only a user of that language is told to fetch it.
 */
const LANGUAGE_TEXTS = /\/i18n\/([a-z]+)\/signed-in\.ts$/
/** The other pages the server renders (ADR 038): their own chunks (a layout's and the page's) come with the page. */
const RENDERED_PAGE_CHUNKS = new Map<string, string[]>(
  PAGES.flatMap((page) => {
    const code = renderedPageCode(page.path)
    return code ? [[page.path, code.map((c) => c.module)] as [string, string[]]] : []
  }),
)

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The <link> tags that let a signed-in user's browser fetch the signed-in app's chunks, and a
 * staff member's day sheet, while it is still downloading the entry script (ADR 011). Without
 * them each waits for the one before: entry → "who am I" → chunks → day sheet.
 * Signed out, there are none: the sign-in page downloads only its own chunk.
 */
export function pageHintsFor(manifest: Manifest | null) {
  if (!manifest) return () => ''
  // The build does not change under a running server: each list of tags is made once.
  const named = Object.keys(manifest).filter((key) => manifest[key]!.name === SIGNED_IN_CHUNK_NAME)
  const signedIn = named.filter((key) => !LANGUAGE_TEXTS.test(key))
  const tagsOf = (keys: string[]) =>
    filesOf(manifest, keys).map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}" />`).join('')
  const languageTags = new Map(named.flatMap((key) => {
    const language = LANGUAGE_TEXTS.exec(key)?.[1]
    return language ? [[language, tagsOf([key])] as const] : []
  }))
  const anyPage = tagsOf(signedIn)
  const homePage = { staff: tagsOf([...signedIn, HOME_CODE.staff.module]), student: tagsOf([...signedIn, HOME_CODE.student.module]) }
  const renderedPage = new Map([...RENDERED_PAGE_CHUNKS].map(([path, chunks]) => [path, tagsOf([...signedIn, ...chunks])]))

  /**
   * `rendered`: the page came rendered with its data (ADR 013), so only its code is named. A user of another
   * language than English is also told to fetch that language's texts (their chunks are known to each other
   * only after the app has started).
   */
  return (role: Role | null, address: URL, rendered = false, language: Language = DEFAULT_LANGUAGE): string => {
    if (!role) return ''
    const texts = language === DEFAULT_LANGUAGE ? '' : languageTags.get(language) ?? ''
    return codeTags(role, address, rendered) + texts
  }

  function codeTags(role: Role, address: URL, rendered: boolean): string {
    if (rendered && renderedPage.has(address.pathname)) return renderedPage.get(address.pathname)!
    if (!HOME_PAGE_PATHS.includes(address.pathname)) return anyPage
    if (role === 'student') return homePage.student
    if (role === 'parent') return anyPage // the parent's home fetches its children, not the day sheet
    if (rendered) return homePage.staff
    const daySheet = daySheetUrl(parseDayParams(address.searchParams))
    return `${homePage.staff}<link rel="preload" href="${attribute(daySheet)}" as="fetch" crossorigin="anonymous" />`
  }
}

/** The files of these chunks and of everything they import, once each, without the entry (already loading). */
function filesOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || seen.has(key)) return
    seen.add(key)
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/** The build's manifest, or null when the build has none (then pages get no hints, and work as before). */
export function readManifest(dist: string): Manifest | null {
  const file = path.join(dist, '.vite', 'manifest.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null
}
