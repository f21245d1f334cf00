// Exit 0 when every package that `npm ci` called missing (its stderr on stdin) is an
// optional dependency declared by a package in package-lock.json: the case where the
// registry this machine reaches serves only the Linux builds of platform packages.
// Exit 1 otherwise (a lock file that is really out of date), or when nothing matched.
import fs from 'node:fs'

const errors = fs.readFileSync(0, 'utf8')
const missing = [...errors.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1])
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const optional = new Set(Object.values(lock.packages).flatMap((p) => Object.keys(p.optionalDependencies ?? {})))
const other = missing.filter((name) => !optional.has(name))
if (missing.length === 0 || other.length > 0) {
  console.error(`npm ci failed for another reason${other.length ? `: missing ${other.join(', ')}` : ''}`)
  process.exit(1)
}
console.log(`npm ci refused ${missing.length} optional packages for other platforms, which this registry does not serve`)
