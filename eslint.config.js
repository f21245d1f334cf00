import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports flow one way: shared → server, shared → web (lib, components → features → app).
 * Each rule below names the direction it protects.
 */
const restrict = (patterns) => ['error', { patterns }]

/** Web code reads its texts through one subscription at the root (lib/translation.tsx, ADR 058), not one per component. */
const ONE_TRANSLATION = { group: ['react-i18next'], importNames: ['useTranslation'], message: "useTranslation comes from '#web/lib/translation' (one subscription at the root)." }

/**
 * The server's modules from the bottom up (ADR 051): each may import only modules listed before it, and
 * only through their index.ts. So no two modules import each other and none reaches into another's files.
 */
const SERVER_MODULES = [
  'secrets', 'health', 'users', 'schools', 'tokens', 'auth', 'enrolment', 'departments', 'notices', 'account',
  'classes', 'school-setup', 'attendance', 'passwords', 'students', 'qr', 'reports', 'teachers', 'timetable', 'registers', 'district', 'roster',
  'student-profile', 'families', 'lesson-reports', 'absence-requests', 'student-photos',
]
const SERVER_DIR = new URL('./src/server/', import.meta.url).pathname
const MODULES_DIR = `${SERVER_DIR}modules/`
/** Below every module: the server's context and its first start reach the few module files they need directly. */
const FOUNDATION = [`${SERVER_DIR}context.ts`, `${SERVER_DIR}bootstrap.ts`, `${SERVER_DIR}db/`]
const unlisted = readdirSync(MODULES_DIR).filter((name) => !SERVER_MODULES.includes(name))
if (unlisted.length) throw new Error(`eslint.config.js: place ${unlisted.join(', ')} in SERVER_MODULES (bottom up)`)

const moduleWalls = {
  meta: {
    type: 'problem',
    messages: {
      deep: "Import {{target}} through its index.ts ('{{index}}'): another module's files are its own.",
      upward: "Module {{from}} may not import {{target}}: {{target}} sits above it in SERVER_MODULES (eslint.config.js); move what both need down.",
    },
  },
  create(context) {
    const file = context.filename
    const from = file.startsWith(MODULES_DIR) ? file.slice(MODULES_DIR.length).split('/')[0] : null
    if (!from && FOUNDATION.some((f) => file.startsWith(f))) return {}
    const check = (source) => {
      const spec = source?.value
      if (typeof spec !== 'string') return
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec)
        : spec.startsWith('#server/') ? SERVER_DIR + spec.slice('#server/'.length)
        : null
      if (!target?.startsWith(MODULES_DIR)) return
      const [name, ...rest] = target.slice(MODULES_DIR.length).split('/')
      if (name === from) return
      if (rest.length && !(rest.length === 1 && /^index(\.ts)?$/.test(rest[0]))) {
        const index = spec.slice(0, spec.length - rest.join('/').length - 1)
        context.report({ node: source, messageId: 'deep', data: { target: name, index } })
      }
      if (from && SERVER_MODULES.indexOf(name) >= SERVER_MODULES.indexOf(from)) {
        context.report({ node: source, messageId: 'upward', data: { from, target: name } })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

/** The JSX attributes whose text a user sees or hears (ADR 030 addendum): a literal in one fails lint in src/web. */
const SEEN_OR_HEARD = 'aria-label|aria-description|title|placeholder|alt|label'

/**
 * A rule whose `files` name a folder that is gone guards nothing, silently (src/web/i18n once did):
 * every pattern's fixed part, up to its first wildcard, must exist.
 */
function guardingRealPaths(configs) {
  for (const { files = [] } of configs) {
    for (const pattern of files.flat()) {
      const fixed = pattern.split(/[*{]/)[0]
      if (fixed && !existsSync(new URL(fixed, import.meta.url))) throw new Error(`eslint.config.js: "${pattern}" names ${fixed}, which does not exist`)
    }
  }
  return configs
}

export default guardingRealPaths(tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.tmp', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One clock (ADR 039): the server asks ctx.now (src/server/clock.ts moves it for tests), a journey asks
    // e2e/support/clock.ts; the machine's date read directly makes a result depend on the day it runs.
    files: ['src/server/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['src/server/clock.ts', 'src/server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: "Not the machine's date: the server's clock is ctx.now (or clockOf(config)), a journey's is e2e/support/clock.ts.",
      }],
    },
  },
  {
    // Migrations take Kysely<any> on purpose: they are frozen in time, not tied to today's types.
    files: ['src/server/db/migrations/**', 'src/server/db/migrator.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#(server|web)/|/(server|web)/', message: 'src/shared imports nothing from server or web.' },
        { group: ['node:*', 'react', 'react-*', 'fastify', 'kysely'], message: 'src/shared runs in the browser and on the server: zod only.' },
      ]),
    },
  },
  {
    // The one test in src/shared that reads the app's source files (which keys the code uses): it runs in Node only.
    files: ['src/shared/i18n/keys-used.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#(server|web)/|/(server|web)/', message: 'src/shared imports nothing from server or web.' },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    plugins: { rollcall: { rules: { 'module-walls': moduleWalls } } },
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#web/|/web/|^react(-|$)', message: 'The server never imports web code.' },
      ]),
      'rollcall/module-walls': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrict([
        { regex: '^#server/|/server/|^node:', message: 'Web code talks to the server over HTTP only.' },
        ONE_TRANSLATION,
      ]),
    },
  },
  {
    // Every text a user sees or hears goes through t() (src/shared/i18n/{en,id}, ADR 030); a literal in JSX fails.
    // Checked (mode jsx-only): JSX text, string literals anywhere inside JSX (`{'Save'}`, `{on ? 'Yes' : 'No'}`)
    // and the attributes a user sees or hears: aria-label, aria-description, title, placeholder, alt, label.
    files: ['src/web/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          message: 'User-visible text goes through t(), with its key in src/shared/i18n/en and id',
          'jsx-attributes': { include: [`^(${SEEN_OR_HEARD})$`] },
          // The one allowance: text of no language, without a letter ("·", "—", "%", ":", "2026", "(12)").
          // Upper case is language too ("OK"): the plugin's default would let it through.
          words: { exclude: [/^\P{L}+$/u] },
          // Strings in code positions inside JSX, never shown: the plugin's defaults (t, require, includes, …),
          // and this app's helpers whose string arguments name a form field, a date format or a button variant.
          callees: {
            exclude: [
              ...i18nextDefaults.callees.exclude,
              '(field|text|select|dateField|identifierField|chooseButton|formatDay)',
            ],
          },
          // Option keys whose values are codes: Intl's, an input's, a chart label's placement and colour.
          'object-properties': {
            exclude: [
              ...i18nextDefaults['object-properties'].exclude,
              '(weekday|day|month|year|type|inputMode|autoComplete|autoCapitalize|position|fill)',
            ],
          },
        },
      ],
      // The plugin lets any attribute of an HTML tag through except its own short list (aria-label, title,
      // placeholder, alt, value): this holds aria-description and label to the same rule on HTML tags.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(aria-description|label)$/] Literal[value=/\\p{L}/u]:not(CallExpression > Literal)',
          message: 'User-visible text goes through t(), with its key in src/shared/i18n/en and id',
        },
      ],
    },
  },
  {
    files: ['src/web/lib/**', 'src/web/components/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#server/|/server/|^node:', message: 'Web code talks to the server over HTTP only.' },
        { regex: '^#web/(features|app)/|/(features|app)/', message: 'lib and components sit below features and app.' },
        ONE_TRANSLATION,
      ]),
    },
  },
  {
    // The one place that uses react-i18next's hook, once, for everything below it.
    files: ['src/web/lib/translation.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#server/|/server/|^node:', message: 'Web code talks to the server over HTTP only.' },
        { regex: '^#web/(features|app)/|/(features|app)/', message: 'lib and components sit below features and app.' },
      ]),
    },
  },
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^#server/|/server/|^node:', message: 'Web code talks to the server over HTTP only.' },
        { regex: '^#web/app/|/app/', message: 'Features sit below the app shell.' },
        { regex: '^#web/features/', message: 'A feature never imports another feature; move shared code to lib/ or components/.' },
        {
          // From features/<name>/<folder>/file, "../../x" leaves the feature for a sibling feature.
          regex: '^\\.\\./\\.\\./(?!\\.\\.)',
          message: 'A feature never imports another feature; import lib/ and components/ through #web/.',
        },
        ONE_TRANSLATION,
      ]),
    },
  },
))
