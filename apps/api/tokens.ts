/** Explicit inversify tokens (esbuild emits no decorator metadata, so nothing is injected by type). */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Knex: Symbol.for('Knex'),
  Clock: Symbol.for('Clock'),
  FileStorage: Symbol.for('FileStorage'),
  Mailer: Symbol.for('Mailer'),
  JobQueue: Symbol.for('JobQueue'),
  HealthProbes: Symbol.for('HealthProbes'),
  CategoryRepository: Symbol.for('CategoryRepository'),
  ListCategories: Symbol.for('ListCategories'),
  GetCategory: Symbol.for('GetCategory'),
  HttpApp: Symbol.for('HttpApp'),
} as const;
