/**
 * Opens the server's SQLite database (DATA_DIR/storefront.sqlite) and brings its schema up to date:
 * every server/db/migrations/NNN_name.sql not yet recorded in schema_migrations runs once, in order,
 * each inside its own transaction.
 */
import BetterSqlite3 from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Database = BetterSqlite3.Database;

export const DATABASE_FILE = 'storefront.sqlite';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    migrations.push({ version: Number(match[1]), name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share the number ${migrations[i]!.version} in ${dir}`);
    }
  }
  return migrations;
}

/** Applies the migrations not applied yet; returns the versions it applied. */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((r) => r.version),
  );
  const record = db.prepare<[number, string, number]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
    }).immediate();
    done.push(migration.version);
  }
  return done;
}

/** Members' hashes, sessions and codes live here: owner-only, like the RSA key (issue 11). */
export const DATABASE_FILE_MODE = 0o600;

/** Creates the file owner-only, and makes an existing one (and its WAL and shared memory) so. */
function restrictFiles(file: string): void {
  closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, DATABASE_FILE_MODE);
  }
}

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  // SQLite gives the WAL and shared-memory files the database file's own permissions.
  restrictFiles(file);
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  restrictFiles(file);
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
