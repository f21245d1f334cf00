import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { ConfigError } from '../config'

/** The password from the environment, or typed on a terminal; never a wait for input that cannot come. */
export async function readPassword(): Promise<string> {
  const fromEnv = process.env.ROLLCALL_ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) {
    throw new ConfigError('No password: set ROLLCALL_ADMIN_PASSWORD (there is no terminal to ask for one on).')
  }
  // What is typed is not echoed: readline writes to an output that stays quiet after the prompt.
  let muted = false
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const closed = new Promise<never>((_, reject) => rl.once('close', () => reject(new ConfigError('No password given.'))))
  try {
    const answer = rl.question('Password (at least 8 characters, not shown): ')
    muted = true
    return await Promise.race([answer, closed])
  } finally {
    rl.close()
    process.stdout.write('\n')
  }
}
