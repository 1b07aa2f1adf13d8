import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('loadConfig: Redis behind Sentinel (issue 41 §3)', () => {
  it('reads the sentinels and the master name; REDIS_URL still gives the password and database', () => {
    const config = loadConfig({ REDIS_URL: 'redis://:s3cret@mymaster/2', REDIS_SENTINELS: 'sentinel-1:26379, 10.0.0.7:26380,[fd00::3]:26379', REDIS_SENTINEL_NAME: 'uwd-redis' });
    expect(config.queue).toEqual({
      kind: 'bullmq',
      url: 'redis://:s3cret@mymaster/2',
      lockSeconds: 30,
      sentinel: {
        name: 'uwd-redis',
        hosts: [
          { host: 'sentinel-1', port: 26379 },
          { host: '10.0.0.7', port: 26380 },
          { host: 'fd00::3', port: 26379 },
        ],
      },
    });
  });

  it("names the master 'mymaster' by default, and without REDIS_SENTINELS stays on the one server", () => {
    expect(loadConfig({ REDIS_URL: 'redis://r:6379', REDIS_SENTINELS: 's1:26379' }).queue).toMatchObject({ sentinel: { name: 'mymaster' } });
    expect(loadConfig({ REDIS_URL: 'redis://r:6379', REDIS_SENTINELS: '' }).queue).toEqual({ kind: 'bullmq', url: 'redis://r:6379', lockSeconds: 30 });
  });

  it('refuses addresses that are not host:port, a bad master name, and sentinels without REDIS_URL', () => {
    for (const bad of ['sentinel-1', 'sentinel-1:0', 'sentinel-1:70000', 'redis://s1:26379', 's1:26379;s2:26379', 'fd00::3:26379']) {
      const problems = problemsOf({ REDIS_URL: 'redis://r:6379', REDIS_SENTINELS: bad });
      expect(problems, bad).toEqual([
        'REDIS_SENTINELS: must be a comma-separated list of sentinel addresses as host:port (e.g. sentinel-1:26379,sentinel-2:26379,sentinel-3:26379)',
      ]);
    }
    expect(problemsOf({ REDIS_URL: 'redis://r:6379', REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'my master' })).toEqual([
      'REDIS_SENTINEL_NAME: must be the master name the sentinels monitor (letters, digits, . _ -), e.g. mymaster',
    ]);
    expect(problemsOf({ REDIS_SENTINELS: 's1:26379' })).toEqual([
      'REDIS_URL: required when REDIS_SENTINELS is set (it gives the password and database; its host is not used), e.g. redis://:password@mymaster/0',
    ]);
  });
});
