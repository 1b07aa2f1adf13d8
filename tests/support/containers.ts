import fs from 'node:fs';
import type { ThrowawayServer } from './mariadb.ts';

/** Whether a Docker engine answers here (DOCKER_HOST or the default socket), within a few seconds. */
export const dockerEngineAvailable = async (): Promise<boolean> => {
  if (!process.env.DOCKER_HOST && !fs.existsSync('/var/run/docker.sock')) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
};

/** MariaDB in a container through testcontainers (used where a Docker engine exists). */
export const startMariaDbContainer = async (): Promise<ThrowawayServer> => {
  const { MariaDbContainer } = await import('@testcontainers/mariadb');
  const container = await new MariaDbContainer('mariadb:11.4').withRootPassword('test').start();
  return {
    url: `mysql://root:test@${container.getHost()}:${container.getPort()}/`,
    stop: async () => {
      await container.stop();
    },
  };
};
