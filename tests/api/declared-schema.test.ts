import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgRole, PgTable, type PgPolicy } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { startTestApp } from './harness';

/**
 * The drizzle schema is what generated migrations are made from, so it declares the database's tenant
 * isolation as the database has it (lib/server/db/schema/tenancy.ts): a policy, reference or unique
 * key written by hand into a migration without the schema, or declared without a migration, fails here.
 * Runs on PGlite and, in CI, on PostgreSQL.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => ({ table, name: getTableName(table), config: getTableConfig(table) }));

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface PolicyRow {
  table: string;
  name: string;
  permissive: string;
  roles: string;
  command: string;
  using: string | null;
  check: string | null;
}

/** pg_policies of one schema, with the expressions as PostgreSQL prints them back. */
const policiesIn = async (db: DbOrTx, namespace: ReturnType<typeof sql>) =>
  (
    await rows<PolicyRow>(
      db,
      sql`select tablename as table, policyname as name, permissive, array_to_string(roles, ',') as roles,
            cmd as command, qual as using, with_check as check
          from pg_policies where schemaname = ${namespace}`,
    )
  ).sort(byName);

const roleNames = (to: PgPolicy['to']): string[] =>
  [to ?? 'public'].flat().map((role) => (is(role, PgRole) ? role.name : (role as string)));

/** CREATE POLICY as drizzle-kit generates it from the declaration, on the temporary copy of its table. */
const createPolicy = (table: string, policy: PgPolicy) => sql`create policy ${sql.identifier(policy.name)}
  on pg_temp.${sql.identifier(table)} as ${sql.raw(policy.as ?? 'permissive')} for ${sql.raw(policy.for ?? 'all')}
  to ${sql.join(
    roleNames(policy.to).map((role) => sql.identifier(role)),
    sql`, `,
  )}
  ${policy.using ? sql`using (${policy.using})` : sql``} ${policy.withCheck ? sql`with check (${policy.withCheck})` : sql``}`;

class Rollback extends Error {}

describe('the declared row-level security', () => {
  it('is every policy of the database, expression for expression', async () => {
    const actual = await policiesIn(app.db, sql`'public'`);
    // The declarations are created on temporary copies of their tables (which shadow the originals by
    // name), so PostgreSQL prints both sets the same way; the transaction is rolled back.
    let declared: PolicyRow[] = [];
    await app.db
      .transaction(async (tx) => {
        const withPolicies = tables.filter((t) => t.config.policies.length > 0);
        for (const { name } of withPolicies) {
          await tx.execute(
            sql`create temporary table ${sql.identifier(name)} (like public.${sql.identifier(name)}) on commit drop`,
          );
        }
        for (const { name, config } of withPolicies) {
          for (const policy of config.policies) await tx.execute(createPolicy(name, policy));
        }
        declared = await policiesIn(tx, sql`(select nspname from pg_namespace where oid = pg_my_temp_schema())`);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(actual.length).toBeGreaterThan(30);
    expect(actual).toEqual(declared);
  });

  it('is enabled and forced on exactly the tables with a declared policy', async () => {
    const actual = await rows<{ table: string; enabled: boolean; forced: boolean }>(
      app.db,
      sql`select relname as table, relrowsecurity as enabled, relforcerowsecurity as forced from pg_class
          where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    // FORCE is not declarable: a table with a policy gets it in SQL (tenancy.ts).
    const declared = tables
      .map(({ name, config }) => {
        const on = config.enableRLS || config.policies.length > 0;
        return { table: name, enabled: on, forced: on };
      })
      .sort(byName);
    expect(actual.sort(byName)).toEqual(declared);
  });
});

interface ConstraintRow {
  table: string;
  name: string;
  columns: string;
  references: string | null;
  onDelete: string | null;
}

const deleteActions: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

describe('the declared foreign keys and unique constraints', () => {
  it('are every one of the database, composite references included', async () => {
    const attributes = (relation: string, numbers: string) =>
      sql.raw(`(select string_agg(a.attname, ',' order by k.n) from unnest(${numbers}) with ordinality k(num, n)
        join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.num)`);
    const actual = await rows<ConstraintRow & { type: string; setNull: string | null }>(
      app.db,
      sql`select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
            ${attributes('c.conrelid', 'c.conkey')} as columns,
            case when c.contype = 'f' then c.confrelid::regclass::text || '(' || ${attributes('c.confrelid', 'c.confkey')} || ')' end as references,
            c.confdeltype as "onDelete", ${attributes('c.conrelid', 'c.confdelsetcols')} as "setNull"
          from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('f', 'u')`,
    );
    const fromDatabase = actual
      .map(({ type, setNull, onDelete, ...row }) => ({
        ...row,
        onDelete: type === 'f' ? deleteActions[onDelete!] + (setNull ? ` (${setNull})` : '') : null,
      }))
      .sort(byName);

    const declared: ConstraintRow[] = tables.flatMap(({ name: table, config }) => [
      ...config.foreignKeys.map((fk) => {
        const { columns, foreignTable, foreignColumns } = fk.reference();
        const names = columns.map((c) => c.name);
        // A composite reference's SET NULL clears its own column only, never tenant_id (tenancy.ts).
        const clears = fk.onDelete === 'set null' && names.length > 1 ? ` (${names.at(-1)})` : '';
        return {
          table,
          name: fk.getName(),
          columns: names.join(','),
          references: `${getTableName(foreignTable)}(${foreignColumns.map((c) => c.name).join(',')})`,
          onDelete: (fk.onDelete ?? 'no action') + clears,
        };
      }),
      ...config.uniqueConstraints.map((unique) => ({
        table,
        name: unique.getName()!,
        columns: unique.columns.map((c) => c.name).join(','),
        references: null,
        onDelete: null,
      })),
      ...config.columns
        .filter((column) => column.isUnique)
        .map((column) => ({ table, name: column.uniqueName!, columns: column.name, references: null, onDelete: null })),
    ]);
    expect(actual.filter((c) => c.columns.startsWith('tenant_id,')).length).toBeGreaterThan(60);
    expect(fromDatabase).toEqual(declared.sort(byName));
  });
});

/** By table and name, in code-point order (the databases' collations may differ). */
function byName(a: { table: string; name?: string }, b: { table: string; name?: string }) {
  return `${a.table}.${a.name ?? ''}` < `${b.table}.${b.name ?? ''}` ? -1 : 1;
}
