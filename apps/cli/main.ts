import { useCases } from '../api/modules/module.ts';
import type { Knex } from 'knex';
import { migrateLatest, migrateRollbackAll } from '../../adapters/persistence/knex/migrator.ts';
import { prepareDatabase } from '../api/bootstrap.ts';
import { ConfigError, loadConfig } from '../api/config.ts';
import { buildContainer } from '../api/container.ts';
import { TOKENS } from '../api/tokens.ts';
import { MakeAdmin } from '../../application/identity/make-admin.ts';
import { runBackupCommand } from './backup-commands.ts';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate            apply pending migrations
  migrate:rollback   roll back every migration (drops all tables)
  seed               apply migrations, then the idempotent demo seed (restores missing demo rows)
  make-admin <email> make this email an administrator (creating the user if needed)
  backup <folder>    back up the database and the photos into a new folder (a directory or s3://bucket/prefix)
  restore <folder>   restore such a backup into an empty site (--force: replace a site that has content)
`;

const run = async (command: string | undefined, args: string[]) => {
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, args, config);
  const container = buildContainer(config, { serveWeb: false });
  const knex = container.get<Knex>(TOKENS.Knex);
  try {
    switch (command) {
      case 'migrate': {
        const applied = await migrateLatest(knex);
        process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}\n` : 'Already up to date.\n');
        return 0;
      }
      case 'migrate:rollback':
        await migrateRollbackAll(knex);
        process.stdout.write('Rolled back every migration.\n');
        return 0;
      case 'seed':
        await prepareDatabase(container, { migrate: true, seed: 'always' });
        return 0;
      case 'make-admin': {
        const email = args[0];
        if (!email) {
          process.stderr.write('Usage: npm run cli -- make-admin <email>\n');
          return 1;
        }
        await migrateLatest(knex);
        const outcome = await useCases(container)(MakeAdmin).execute(email);
        process.stdout.write(`${email.trim().toLowerCase()}: ${outcome === 'unchanged' ? 'already an admin' : outcome === 'created' ? 'admin created' : 'promoted to admin'}\n`);
        return 0;
      }
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } finally {
    await knex.destroy();
  }
};

run(process.argv[2], process.argv.slice(3))
  .then((code) => process.exit(code))
  .catch((e: unknown) => {
    process.stderr.write(e instanceof ConfigError ? `${e.message}\n` : `${(e as Error).stack ?? String(e)}\n`);
    process.exit(1);
  });
