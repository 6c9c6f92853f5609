import { useLocale, useTranslations } from 'next-intl';
import { auditActionKey } from '@/lib/audit/audit-codes';
import { messageOr } from '@/lib/i18n/dynamic-message';
import { recordPage } from '@/lib/modules/module-links';
import { formatDate, formatDateTime } from '@/lib/utils/dates';
import { documentValue, lineKey, lineSummary } from './line-values';

/** An audit entry as far as the formatter reads it (the tenant list and the Backoffice home). */
export interface AuditEntryLike {
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  /** The names of the records the changes point to by id (the tenant list sends them). */
  names?: Record<string, string>;
}

export interface AuditChange {
  field: string;
  label: string;
  /** Null when there is no before to show (a status change's comment): then only `to`. */
  from: string | null;
  to: string;
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'from' in v && 'to' in v;

/** An update's data as the writers store it (changedFields): { field: { from, to } } for every key. */
export function changesOf(data: unknown): [string, { from: unknown; to: unknown }][] | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  return entries.length > 0 && entries.every(([, v]) => isChange(v))
    ? (entries as [string, { from: unknown; to: unknown }][])
    : null;
}

/** A status change's entry (work_order.status): { from, to, comment } with the statuses' codes. */
function statusChangeOf(e: AuditEntryLike): { from: unknown; to: unknown; comment?: unknown } | null {
  const d = e.data as Record<string, unknown> | null | undefined;
  return e.action.endsWith('.status') && d && typeof d === 'object' && 'from' in d && 'to' in d
    ? (d as { from: unknown; to: unknown; comment?: unknown })
    : null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const MAX_VALUE = 120;
const clip = (s: string) => (s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s);

type Words = (code: string) => string | null;

/** A namespace's words for codes known only at run time; null for a code it has no words for. */
function wordsOf<Key extends string>(t: { (key: Key): string; has(key: Key): boolean }): Words {
  return (code) => (t.has(code as Key) ? t(code as Key) : null);
}

/**
 * The words of a stored code: a priority, a record's status ('done' of a work order is
 * 'Tamamlandı'), a customer's kind, a task's link; null when the field holds no such code.
 */
function useCodeWords() {
  const priorities = wordsOf(useTranslations('Priorities'));
  const statuses: Record<string, Words> = {
    work_order: wordsOf(useTranslations('WorkOrderStatuses')),
    offer: wordsOf(useTranslations('OfferStatus')),
    invoice: wordsOf(useTranslations('InvoiceStatus')),
    task: wordsOf(useTranslations('TaskStatuses')),
  };
  const customerKinds = wordsOf(useTranslations('CustomerKinds'));
  const linkKinds = wordsOf(useTranslations('TaskLinkKinds'));
  return (entity: string, field: string, code: string): string | null => {
    if (field === 'priority') return priorities(code);
    if (field === 'status') return statuses[entity]?.(code) ?? null;
    if (field === 'kind' && entity === 'customer') return customerKinds(code);
    return field === 'linkKind' ? linkKinds(code) : null;
  };
}

/**
 * The one formatter of audit entries (issue 19.3): the action and record kind in words, the
 * record's page and a readable before/after. Unknown codes and fields are shown as they are.
 */
export function useAuditFormat() {
  const t = useTranslations('Audit');
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR');
  const codes = useCodeWords();

  const lineWords = {
    discount: (rate: string) => t('line.discount', { rate }),
    vat: (rate: string) => t('line.vat', { rate }),
  };

  /** A stored value in words; `entry` tells a status's record kind and names the ids it points to. */
  const value = (field: string, v: unknown, entry?: Pick<AuditEntryLike, 'entity' | 'names'>): string => {
    if (v === null || v === undefined || v === '') return t('values.empty');
    if (typeof v === 'string' && uuid.test(v)) return entry?.names?.[v] ?? t('values.record');
    const words = typeof v === 'string' ? codes(entry?.entity ?? '', field, v) : null;
    if (words !== null) return words;
    if (Array.isArray(v) && v.every((item) => typeof item === 'string'))
      return v.length ? clip(v.map((item) => value(field, item, entry)).join(', ')) : t('values.empty');
    const line = lineKey(field);
    if (line && !line.field && typeof v === 'object') return clip(lineSummary(v as Record<string, unknown>, lineWords));
    const documentPart = documentValue(line?.field ?? field, v);
    if (documentPart !== null) return documentPart;
    if (typeof v === 'boolean') return v ? t('values.yes') : t('values.no');
    if (typeof v === 'number') return /vatrate/i.test(field) ? `%${numbers.format(v)}` : numbers.format(v);
    if (typeof v === 'string') {
      if (isoDay.test(v)) return formatDate(v);
      if (isoDateTime.test(v)) return formatDateTime(v);
      return clip(v);
    }
    return clip(JSON.stringify(v));
  };

  /** A field's words; a document line's as "Satır 2 · Birim Fiyat", a whole line as "Satır 3 eklendi". */
  const label = (field: string, c: { from: unknown; to: unknown }): string => {
    const line = lineKey(field);
    if (!line) return messageOr(t, `fields.${field}`, field);
    if (line.field) return `${t('line.label', { n: line.n })} · ${messageOr(t, `fields.${line.field}`, line.field)}`;
    if (c.from === null) return t('line.added', { n: line.n });
    return c.to === null ? t('line.removed', { n: line.n }) : t('line.label', { n: line.n });
  };

  return {
    /** 'settings.general.update' -> 'Genel ayarlar güncellendi'. */
    action: (code: string) => messageOr(t, `actions.${auditActionKey(code)}`, code),
    /** 'work_order' -> 'İş emri'. */
    entity: (kind: string) => messageOr(t, `entities.${kind}`, kind),
    field: (name: string) => messageOr(t, `fields.${name}`, name),
    /** The record's page in the tenant area; none for a deleted record or a kind without a page. */
    href: (e: AuditEntryLike): string | null =>
      e.action.endsWith('.delete') ? null : recordPage(e.entity, e.entityId),
    /** The changed fields, before and after, in words; null when the entry is neither an update nor a status change. */
    changes: (e: AuditEntryLike): AuditChange[] | null => {
      const status = statusChangeOf(e);
      if (status) {
        const moved = { field: 'status', label: label('status', status), from: value('status', status.from, e) };
        const comment = typeof status.comment === 'string' && status.comment !== '' ? status.comment : null;
        return [
          { ...moved, to: value('status', status.to, e) },
          ...(comment ? [{ field: 'comment', label: label('comment', status), from: null, to: clip(comment) }] : []),
        ];
      }
      return (
        changesOf(e.data)?.map(([field, c]) => ({
          field,
          label: label(field, c),
          from: value(field, c.from, e),
          to: value(field, c.to, e),
        })) ?? null
      );
    },
    /** A short name of the record the entry stored (a create's or delete's name, number or title). */
    summary: (e: AuditEntryLike): string | null => {
      const d = e.data as Record<string, unknown> | null | undefined;
      if (!d || typeof d !== 'object') return null;
      const label = [d.name, d.number, d.title, d.offerNumber, d.email, d.to].find(
        (v) => typeof v === 'string' && v !== '',
      );
      return typeof label === 'string' ? clip(label) : null;
    },
    value,
  };
}
