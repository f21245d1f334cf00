import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client address belongs to, as a throttle counts it: an IPv4 address as it is (a school's
 * Wi-Fi or a carrier's shared address is one), an IPv6 address by its /64, the smallest network a home or
 * phone is given (RFC 6177), so one device cannot walk its own 2^64 addresses past a limit. An IPv4
 * address written as IPv6 (`::ffff:203.0.113.9`) is the IPv4 address. Anything else is returned as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  const bare = address.split('%')[0]!
  if (!isIPv6(bare)) return address
  const [head = '', tail] = bare.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [])
  const left = groups(head)
  const right = groups(tail)
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`
}
