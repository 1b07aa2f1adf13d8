import { describe, expect, it } from 'vitest';
import { redisOptions } from './redis-connection.ts';

describe('redisOptions: the one place a Redis connection is described', () => {
  it('one server: host, port, credentials, database and TLS from the URL', () => {
    expect(redisOptions('rediss://app:p%40ss@cache.internal:6380/3', 'request', 'uwd-requests')).toEqual({
      host: 'cache.internal',
      port: 6380,
      tls: {},
      username: 'app',
      password: 'p@ss',
      db: 3,
      connectionName: 'uwd-requests',
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    });
  });

  it('Sentinel: the sentinels and master name instead of the host; the URL still gives password and database', () => {
    const options = redisOptions({ url: 'redis://:secret@mymaster/1', sentinel: { name: 'mymaster', hosts: [{ host: 's1', port: 26379 }] } }, 'queue-worker');
    expect(options).toMatchObject({ sentinels: [{ host: 's1', port: 26379 }], name: 'mymaster', password: 'secret', db: 1, maxRetriesPerRequest: null, enableOfflineQueue: true });
    expect(options).not.toHaveProperty('host');
    // A demoted primary's READONLY answer: reconnect through the sentinels and resend.
    expect(options.reconnectOnError!(new Error('READONLY You can\'t write against a read only replica.'))).toBe(2);
    expect(options.reconnectOnError!(new Error('ERR something else'))).toBe(false);
  });

  it('each role waits as it must while Redis is away', () => {
    expect(redisOptions('redis://r', 'queue-producer')).toMatchObject({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
    expect(redisOptions('redis://r', 'queue-worker')).toMatchObject({ maxRetriesPerRequest: null });
    expect(redisOptions('redis://r', 'subscriber')).toMatchObject({ maxRetriesPerRequest: null });
    expect(redisOptions('redis://r', 'request')).toMatchObject({ maxRetriesPerRequest: 1, commandTimeout: 1000 });
  });
});
