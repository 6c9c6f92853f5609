import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import { enabledSimpleModules } from '@/lib/modules/simple-modules';
import { kitNotesTable } from '@/tests/fixtures/module/table';
import type { SimpleTable } from './simple-module';

/** The simple modules' tables by key, and the SQL that creates a fixture's (it has no migration). */
export const simpleTables: Record<string, { table: SimpleTable; sql?: string }> = {
  'tenant/kit-notes': { table: kitNotesTable, sql: 'tests/fixtures/module/table.sql' },
};

/** The statements creating the enabled fixture modules' tables, run as the owner after the migrations. */
export const fixtureTableSql = (): string[] =>
  enabledSimpleModules().flatMap((simple) => {
    const file = simpleTables[simple.key]?.sql;
    return file ? [fs.readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), file), 'utf8')] : [];
  });
