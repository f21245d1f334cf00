import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-network'

describe('the network a client address is counted by', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64'
    expect(clientNetwork('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe(network)
    expect(clientNetwork('2001:0DB8:0000:0001::1')).toBe(network)
    expect(clientNetwork('2001:db8:0:1::')).toBe(network)
    expect(clientNetwork('2001:db8:0:1::5%eth0')).toBe(network)
    expect(clientNetwork('2001:db8:0:2::1')).not.toBe(network)
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })

  it('returns what is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown')
    expect(clientNetwork('')).toBe('')
  })
})
