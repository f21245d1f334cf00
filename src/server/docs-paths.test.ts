import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every file a document names must exist, so the map and the ADRs lead to the code in one hop
 * (docs/architecture.md: each ADR names its files). A name ending in .ts, .tsx, .md, .sql or .json in
 * docs/**, README.md, bench/README.md or e2e/README.md resolves if it is a file's path from the
 * repository's root or from the document's folder, the end of one (`qr/record-scan.ts`), or a bare file
 * name; `{a,b}` and `*` match as in a shell, and a `<placeholder>` as `*`. Addresses (`/api/openapi.json`,
 * `https://…`) are not files.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const NOT_THE_REPOSITORY = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', '.tmp'])

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return NOT_THE_REPOSITORY.has(entry.name) ? [] : filesUnder(relative)
    return entry.isFile() ? [relative] : []
  })
}

const FILES = filesUnder('').sort()
const DOCUMENTS = FILES.filter((f) => (f.startsWith('docs/') && f.endsWith('.md'))
  || ['README.md', 'bench/README.md', 'e2e/README.md'].includes(f))

/**
 * What a document names on purpose though it is no file here, accepted in that document only: a file it says
 * is gone (the design it replaced), or a report a run writes.
 */
const NOT_FILES_ON_PURPOSE: Record<string, string[]> = {
  // The table of routes' access the matrix test once read (Context), and "there is no access-hook.ts".
  'docs/decisions/017-access-declared-on-the-route.md': ['security/route-access.ts', 'access-hook.ts'],
  // The route descriptions this ADR chose, replaced by ADR 048 (its closing section says so).
  'docs/decisions/031-openapi-from-contracts.md': ['*.doc.ts', 'attendance.doc.ts', 'students.doc.ts', 'registry.ts'],
  'docs/decisions/048-a-route-declared-once.md': ['src/server/openapi/*.doc.ts', '*.doc.ts'],
  // "formerly students-own.routes.ts"
  'docs/decisions/051-modules-with-walls.md': ['students-own.routes.ts'],
  // The runners' reports, written into TEST_REPORTS_DIR by a run (.ci/test-summary.mjs reads them).
  'docs/decisions/039-the-suites-clock.md': ['playwright-*.json'],
  'e2e/README.md': ['playwright.json', 'playwright-lane2.json', 'playwright-any-day.json', 'playwright-any-day-lane2.json'],
}

/** A path-like name: letters, digits, `_ . - @ * /`, `{a,b}` and `<placeholder>`, ending in one of the extensions. */
const NAMED_FILE = /(?<![\w./@*{}<>-])(?:[\w.@*/-]|\{[^}\s]*\}|<[\w-]+>)+\.(?:tsx?|md|sql|json)(?![\w-])/g
const ADDRESS = /\b[a-z][a-z+]*:\/\/\S+/gi

/** Every spelling a `{a,b}` group stands for. */
function expand(name: string): string[] {
  const group = /\{([^{}]*)\}/.exec(name)
  if (!group) return [name]
  return group[1]!.split(',').flatMap((choice) => expand(name.slice(0, group.index) + choice + name.slice(group.index + group[0].length)))
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

function resolves(name: string, document: string): boolean {
  const fromDocument = path.posix.normalize(path.posix.join(path.posix.dirname(document), name))
  const candidates = [name.replace(/^\.\//, ''), fromDocument]
  return candidates.some((candidate) => {
    if (candidate.startsWith('../')) return false
    const wildcards = candidate.replace(/<[\w-]+>/g, '*')
    const pattern = new RegExp(`(^|/)${escapeRegExp(wildcards).replace(/\*/g, '[^/]*')}$`)
    return FILES.some((file) => pattern.test(file))
  })
}

/** The names in one document that lead to no file, each with its line number. */
function missingIn(document: string): string[] {
  const lines = fs.readFileSync(path.join(ROOT, document), 'utf8').split('\n')
  return lines.flatMap((line, i) => [...line.replace(ADDRESS, ' ').matchAll(NAMED_FILE)]
    .map((match) => match[0])
    .filter((name) => !name.startsWith('/') && !NOT_FILES_ON_PURPOSE[document]?.includes(name))
    .filter((name) => expand(name).some((spelling) => !resolves(spelling, document)))
    .map((name) => `${document}:${i + 1}: ${name}`))
}

describe('paths named in the documents', () => {
  it('reads the documents it is meant to', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'bench/README.md', 'e2e/README.md', 'docs/architecture.md']))
    expect(DOCUMENTS.filter((d) => d.startsWith('docs/decisions/')).length).toBeGreaterThan(40)
  })

  it('finds a name that leads nowhere, and passes one that leads to a file', () => {
    expect(resolves('src/server/modules/no-such-module/gone.ts', 'docs/architecture.md')).toBe(false)
    expect(resolves('qr/record-scan.ts', 'docs/architecture.md')).toBe(true)
    expect(resolves('students/record-scan.ts', 'docs/architecture.md')).toBe(false)
    expect(resolves('record-scan.ts', 'docs/architecture.md')).toBe(true)
    expect(resolves('modules/<domain>/<domain>.routes.ts', 'docs/decisions/001-stack.md')).toBe(true)
    expect(resolves('021-outbox.md', 'docs/decisions/001-stack.md')).toBe(true)
    expect(resolves('../security.md', 'docs/decisions/001-stack.md')).toBe(true)
    expect(expand('src/shared/i18n/{en,id}/common.ts')).toEqual(['src/shared/i18n/en/common.ts', 'src/shared/i18n/id/common.ts'])
  })

  it('lists as no file only names that are no file and that their document still gives', () => {
    for (const [document, names] of Object.entries(NOT_FILES_ON_PURPOSE)) {
      const text = fs.readFileSync(path.join(ROOT, document), 'utf8')
      for (const name of names) {
        expect(text, `${document} no longer names ${name}`).toContain(name)
        expect(resolves(name, document), `${name} is a file now`).toBe(false)
      }
    }
  })

  it('names only files that exist', () => {
    const missing = DOCUMENTS.flatMap(missingIn)
    expect(missing, `named but not found:\n${missing.join('\n')}`).toEqual([])
  })
})
