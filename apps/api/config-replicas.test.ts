import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATABASE_REPLICA_URLS', () => {
  const mysql = { DATABASE_URL: 'mysql://u:p@db:3306/wedding' };

  it('is optional: no replicas, the primary alone', () => {
    expect(loadConfig(mysql).database).toEqual({ client: 'mysql', url: 'mysql://u:p@db:3306/wedding', poolMax: 10 });
    expect(loadConfig({ ...mysql, DATABASE_REPLICA_URLS: ' ' }).database).not.toHaveProperty('replicaUrls');
  });

  it('takes a comma-separated list of MySQL/MariaDB URLs', () => {
    const config = loadConfig({ ...mysql, DATABASE_REPLICA_URLS: 'mysql://r:p@replica-1:3306/wedding, mariadb://r:p@replica-2/wedding' });
    expect(config.database).toMatchObject({ client: 'mysql', replicaUrls: ['mysql://r:p@replica-1:3306/wedding', 'mysql://r:p@replica-2/wedding'] });
  });

  it('refuses other URLs, a URL without its database, and replicas without a MySQL primary, naming the variable', () => {
    for (const bad of ['replica-1:3306', 'redis://replica-1:6379/0', 'mysql://r:p@replica-1:3306/', 'mysql://r:p@replica-1:3306/wedding,nope']) {
      expect(() => loadConfig({ ...mysql, DATABASE_REPLICA_URLS: bad })).toThrow(/DATABASE_REPLICA_URLS: must be a comma-separated list of MySQL\/MariaDB URLs naming the database/);
    }
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'mysql://r:p@replica-1:3306/wedding' })).toThrow(/DATABASE_REPLICA_URLS: replicas need a MySQL\/MariaDB primary/);
  });
});
