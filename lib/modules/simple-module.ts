import { z } from 'zod';
import { pagingQuerySchema, sortOrderSchema, versionSchema } from '@/lib/schemas/common';
import type { MenuIconName } from '@/lib/schemas/menus';
import { registerModule, type ExtraModuleSpec, type ModuleCategory } from './tenant-modules';

type Labels = { tr: string; en: string };

/**
 * A simple module: one table of a few typed columns with list, create, update, delete and a page per
 * record, declared once with the zod schema of its editable fields. Everything else derives from this:
 * the descriptor (catalogue row, permissions `<name>.view|create|update|delete`, menu entry), the API
 * schemas, the service and routes (lib/server/kit/simple-module.ts), the client resource
 * (lib/api-client/simple-resource.ts), the list, form and detail screens (components/modules/) and
 * the audit codes (`<entity>.create|update|delete`).
 */
export interface SimpleModuleSpec<F extends z.ZodRawShape> {
  /** The list page, '/tenant/<name>'; the record's page is '/tenant/<name>/<id>'. */
  route: `/tenant/${string}`;
  /** The REST resource under /api/ (e.g. 'tenant/KitNotes'). */
  api: `tenant/${string}`;
  parent?: string;
  icon: MenuIconName;
  category: ModuleCategory;
  /** The module's name: catalogue, menu and page title. */
  label: Labels;
  /** The record kind of its audit entries (e.g. 'kit_note'). */
  entity: string;
  /** The editable fields: strings, numbers, booleans and enums, each optional or not. */
  fields: z.ZodObject<F>;
  /** Column and form labels of the fields. */
  fieldLabels: Record<keyof F & string, Labels>;
  /** The field that names a record: its label in messages, the search and the default order. */
  nameField: keyof F & string;
  /** The words of a choice field's values (shown as stored when absent). */
  choiceLabels?: Partial<Record<keyof F & string, Record<string, Labels>>>;
}

export type FieldKind = 'text' | 'number' | 'boolean' | 'choice';
export interface SimpleField {
  name: string;
  kind: FieldKind;
  required: boolean;
  label: Labels;
  schema: z.ZodType;
  /** The values of a choice. */
  options?: string[];
  /** The words of a choice's values. */
  optionLabels?: Record<string, Labels>;
}

/** What a field's form input and display are, read off its zod schema (optional / default / nullable unwrapped). */
function fieldOf(name: string, schema: z.ZodType, label: Labels, optionLabels?: Record<string, Labels>): SimpleField {
  type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; entries?: object };
  let inner = schema as z.ZodType & { def: Def };
  const required = !schema.safeParse(undefined).success;
  // optional, nullable and default wrap their field's type; a transform (pipe) reads its input's
  for (let next = inner.def.innerType ?? inner.def.in; next; next = inner.def.innerType ?? inner.def.in) {
    inner = next as typeof inner;
  }
  const kinds: Record<string, FieldKind> = { string: 'text', number: 'number', boolean: 'boolean', enum: 'choice' };
  const kind = kinds[inner.def.type];
  if (!kind) throw new Error(`simple module field ${name}: ${inner.def.type} is not a simple field`);
  const options = kind === 'choice' ? Object.values(inner.def.entries ?? {}).map(String) : undefined;
  return { name, kind, required, label, schema, options, optionLabels };
}

export function defineSimpleModule<F extends z.ZodRawShape>(spec: SimpleModuleSpec<F>) {
  // The module's key is its route without the leading slash: the menu opens an unknown key as that path
  // (lib/utils/menu-routes.ts), so the shell needs no list of simple modules.
  const key = spec.route.slice(1);
  const name = spec.route.slice('/tenant/'.length);
  const descriptor: ExtraModuleSpec & { key: string } = {
    key,
    route: spec.route,
    parent: spec.parent,
    icon: spec.icon,
    label: spec.label,
    category: spec.category,
    permissions: { prefix: name, actions: ['view', 'create', 'update', 'delete'] },
    api: spec.api,
    detail: `${spec.route}/[id]`,
    audit: [spec.entity],
  };
  registerModule(key, descriptor);

  const create = z.strictObject(spec.fields.shape);
  const item = spec.fields.extend({ id: z.uuid(), version: z.number().int() });
  const sortFields = [spec.nameField, 'createdAt'] as [string, ...string[]];
  const schemas = {
    item,
    listQuery: pagingQuerySchema.extend({
      sortField: z.enum(sortFields, { error: 'invalidChoice' }).default(spec.nameField),
      sortOrder: sortOrderSchema,
    }),
    create,
    update: create.extend({ version: versionSchema }),
  };
  const fields = Object.entries(spec.fields.shape).map(([field, schema]) =>
    fieldOf(
      field,
      schema as z.ZodType,
      spec.fieldLabels[field as keyof F & string],
      spec.choiceLabels?.[field as keyof F & string],
    ),
  );
  return {
    key,
    spec,
    descriptor,
    schemas,
    fields,
    permission: (action: 'view' | 'create' | 'update' | 'delete') => `${name}.${action}`,
    auditActions: (['create', 'update', 'delete'] as const).map((action) => `${spec.entity}.${action}`),
  };
}

export type SimpleModule = ReturnType<typeof defineSimpleModule>;
export type SimpleRecord = { id: string; version: number } & Record<string, unknown>;
