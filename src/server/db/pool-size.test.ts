import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { poolSizeFor } from './pool-size'

describe('the PostgreSQL pool of one instance (ADR 033)', () => {
  it('keeps five connections per core while the server has room for them', () => {
    expect(poolSizeFor({ cores: 2, maxConnections: 100, instances: 1 })).toBe(10)
    expect(poolSizeFor({ cores: 8, maxConnections: 100, instances: 1 })).toBe(40)
  })

  it('stays within its share of max_connections, less 5 for tools and 1 for LISTEN, and never below 2', () => {
    expect(poolSizeFor({ cores: 8, maxConnections: 100, instances: 3 })).toBe(30) // floor(95 / 3) − 1 = 30
    expect(poolSizeFor({ cores: 8, maxConnections: 100, instances: 10 })).toBe(8) // floor(95 / 10) − 1
    expect(poolSizeFor({ cores: 8, maxConnections: 20, instances: 10 })).toBe(2)
  })

  it('is read from the environment: DB_POOL_SIZE given outright, else the rule with DB_MAX_CONNECTIONS and APP_INSTANCES', () => {
    expect(loadConfig({ DB_POOL_SIZE: '7' }).dbPoolSize).toBe(7)
    expect(loadConfig({ DB_MAX_CONNECTIONS: '25', APP_INSTANCES: '4' }).dbPoolSize).toBe(4) // floor(20 / 4) − 1, on any host of 1+ cores
    expect(() => loadConfig({ APP_INSTANCES: '0' })).toThrow(/APP_INSTANCES/)
  })
})
