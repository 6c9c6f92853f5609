import 'server-only';

import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { EntityWith } from '@/lib/audit/audit-codes';
import type { Db, DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import { auditRecord, changedFields } from '../services/audit';
import type { Actor, Viewer } from './actor';
import { listPage, sortOrder, type ListQuery, type Page } from './list-page';
import { getOrThrow, inTenant, tenantWrite, updateVersioned, type VersionedTable } from './records';
import { assertUnreferenced } from './references';
import { textSearch } from './search';

type Row<T extends VersionedTable> = T['$inferSelect'];
type CrudAction = 'create' | 'update' | 'delete';
/** A record kind whose create, update and delete codes are listed. */
export type CrudEntity = EntityWith<CrudAction>;

export interface CrudConfig<T extends VersionedTable, S extends PgSelect, Dto, Input, Q extends ListQuery> {
  /** Audit entity name: 'product' -> product.create, product.update, product.delete (lib/audit/audit-codes.ts). */
  entity: CrudEntity;
  table: T;
  /** The record's columns and joins for list and detail, made `$dynamic()`. */
  select: (db: DbOrTx) => S;
  toDto: (selected: Awaited<S>[number]) => Dto;
  /** The stored columns of a create or update input (derived columns such as search_text included). */
  columns: (input: Input) => Partial<T['$inferInsert']>;
  /** List search: a stored folded column, or columns folded in SQL. */
  search?: { folded: AnyColumn } | { columns: AnyColumn[] };
  /** Sort fields the list schema allows; the first is the default. */
  sort: Record<string, AnyColumn | SQL>;
  /** Filters of the list query; `viewer` (when the call has one) for filters such as 'mine'. */
  filters?: (query: Q, viewer?: Viewer) => (SQL | undefined | false | '' | null)[];
  /** Rules that need the database (e.g. the category is the tenant's); throw AppError to refuse. */
  validate?: (tx: Tx, actor: Actor, input: Input, id?: string) => Promise<void>;
  /**
   * Columns that need the database or the stored record: a document number allocated in the
   * creating transaction, totals computed from the lines, or a refusal (AppError) to change a
   * record in its current status. `before` is the stored row on an update, undefined on a create.
   */
  prepare?: (tx: Tx, actor: Actor, input: Input, before?: Row<T>) => Promise<Partial<T['$inferInsert']>>;
  /**
   * What an update changed beyond the edited columns, for its audit entry as { key: { from, to } }
   * (a document's line-level changes: kit/line-changes); runs before afterWrite replaces the children.
   */
  auditChanges?: (tx: Tx, before: Row<T>, input: Input) => Promise<Record<string, unknown>>;
  /**
   * Columns of other tables that point at this record: while one does, a delete answers 409
   * definition_in_use (deactivate it instead). Checked before `beforeDelete`.
   */
  referencedBy?: AnyColumn[];
  /** Refuses a delete (e.g. still in use), or removes what goes with the record. */
  beforeDelete?: (tx: Tx, actor: Actor, row: Row<T>) => Promise<void>;
  /**
   * Writes beside the record in the same transaction (child rows, counters, notifications), after a
   * create or update; `before` is the stored row an update started from.
   */
  afterWrite?: (
    tx: Tx,
    actor: Actor,
    id: string,
    input: Input,
    op: 'create' | 'update',
    before?: Row<T>,
  ) => Promise<void>;
  /**
   * The rows a viewer may see, for modules where not everyone sees everything (e.g. only the work
   * orders assigned to them without a view-all permission). Lists, reads, updates and deletes all
   * apply it; a row outside it answers 404 like a foreign one.
   */
  scope?: (viewer: Viewer) => SQL | undefined;
  /** Unique constraints answered as 409 with a message on a field. */
  unique?: Record<string, { field: string; key: string }>;
  /** What the audit keeps of a deleted record. */
  label: (row: Row<T>) => string;
}

export interface CrudService<Dto, Input, Q extends ListQuery> {
  /** `viewer` applies the module's scope; calls without one (seed, internal reads) see every row. */
  list(db: DbOrTx, opts: { tenantId: string; query: Q; viewer?: Viewer }): Promise<Page<Dto>>;
  get(db: DbOrTx, opts: { tenantId: string; id: string; viewer?: Viewer }): Promise<Dto>;
  create(db: Db, actor: Actor, input: Input): Promise<Dto>;
  update(db: Db, actor: Actor, id: string, input: Input & { version: number }): Promise<Dto>;
  remove(db: Db, actor: Actor, id: string): Promise<void>;
}

/**
 * The five operations of a tenant record from one declaration: tenant-scoped reads (a foreign id is
 * 404), version-checked updates (409), unique constraints as field errors, and an audit row in the
 * same transaction as every write.
 */
export function crudService<
  T extends VersionedTable,
  S extends PgSelect,
  Dto,
  Input extends object,
  Q extends ListQuery & { searchText?: string },
>(cfg: CrudConfig<T, S, Dto, Input, Q>): CrudService<Dto, Input, Q> {
  const audit = (tx: DbOrTx, actor: Actor, action: CrudAction, id: string, data: unknown) =>
    auditRecord(tx, actor, { entity: cfg.entity, action, id, data });

  const uniqueError = (error: unknown) => {
    for (const [constraint, { field, key }] of Object.entries(cfg.unique ?? {})) {
      if (isUniqueViolation(error, constraint)) return new AppError(409, 'duplicate', { fields: { [field]: { key } } });
    }
    return error;
  };
  const guarded = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      throw uniqueError(error);
    }
  };

  /** A write in one transaction; after it the table's lists are read again (kit/records tenantWrite). */
  const written = <R>(db: Db, actor: Actor, work: (tx: Tx) => Promise<R>): Promise<R> =>
    guarded(() => tenantWrite(db, actor.tenantId, cfg.table, work));

  const scoped = (viewer: Viewer | undefined) => (viewer && cfg.scope ? cfg.scope(viewer) : undefined);

  const get: CrudService<Dto, Input, Q>['get'] = async (db, { tenantId, id, viewer }) => {
    const [selected] = await cfg
      .select(db)
      .where(and(inTenant(cfg.table, tenantId, id), scoped(viewer)))
      .limit(1);
    if (!selected) throw notFound();
    return cfg.toDto(selected);
  };

  /** The stored row an update or delete acts on, locked; outside the actor's scope it is 404. */
  const ownRow = async (tx: Tx, actor: Actor, id: string) => {
    const row = await getOrThrow(tx, cfg.table, { tenantId: actor.tenantId, id }, { forUpdate: true });
    if (cfg.scope) await get(tx, { tenantId: actor.tenantId, id, viewer: actor });
    return row;
  };

  return {
    get,
    list: (db, { tenantId, query, viewer }) =>
      listPage({
        db,
        tenantId,
        rows: cfg.select,
        table: cfg.table,
        where: and(
          eq(cfg.table.tenantId, tenantId),
          scoped(viewer),
          cfg.search ? textSearch(cfg.search, query.searchText) : undefined,
          ...((cfg.filters?.(query, viewer) ?? []).filter(Boolean) as SQL[]),
        ),
        orderBy: sortOrder(query, cfg.sort, cfg.table.id),
        query,
        map: cfg.toDto,
      }),

    create: (db, actor, input) =>
      written(db, actor, async (tx) => {
        await cfg.validate?.(tx, actor, input);
        const prepared = (await cfg.prepare?.(tx, actor, input)) ?? {};
        const values = { ...cfg.columns(input), ...prepared, tenantId: actor.tenantId };
        const [row] = await tx
          .insert(cfg.table)
          .values(values as T['$inferInsert'])
          .returning({ id: cfg.table.id });
        const id = (row as { id: string }).id;
        await cfg.afterWrite?.(tx, actor, id, input, 'create');
        await audit(tx, actor, 'create', id, { ...input, ...prepared });
        return get(tx, { tenantId: actor.tenantId, id });
      }),

    update: (db, actor, id, { version, ...input }) =>
      written(db, actor, async (tx) => {
        const before = await ownRow(tx, actor, id);
        await cfg.validate?.(tx, actor, input as unknown as Input, id);
        const prepared = (await cfg.prepare?.(tx, actor, input as unknown as Input, before)) ?? {};
        const values = { ...cfg.columns(input as unknown as Input), ...prepared };
        await updateVersioned(tx, cfg.table, { tenantId: actor.tenantId, id, version }, values);
        const more = (await cfg.auditChanges?.(tx, before, input as unknown as Input)) ?? {};
        await cfg.afterWrite?.(tx, actor, id, input as unknown as Input, 'update', before);
        // Only the fields the user edits; derived columns (search_text, sort_name) are noise here.
        const edited = Object.fromEntries(Object.entries(values).filter(([field]) => field in input));
        await audit(tx, actor, 'update', id, { ...changedFields(before as Record<string, unknown>, edited), ...more });
        return get(tx, { tenantId: actor.tenantId, id });
      }),

    remove: (db, actor, id) =>
      written(db, actor, async (tx) => {
        const row = await ownRow(tx, actor, id);
        await assertUnreferenced(tx, id, cfg.referencedBy ?? []);
        await cfg.beforeDelete?.(tx, actor, row);
        await tx.delete(cfg.table).where(inTenant(cfg.table, actor.tenantId, id));
        await audit(tx, actor, 'delete', id, { name: cfg.label(row) });
      }),
  };
}
