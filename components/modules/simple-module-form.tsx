'use client';

import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { simpleResource } from '@/lib/api-client/simple-resource';
import type { SimpleField, SimpleModule, SimpleRecord } from '@/lib/modules/simple-module';
import { useLabel } from './simple-field-value';

type Values = Record<string, unknown>;

/** The input of a field; Form.Item hands it its id, value and onChange, passed on to the antd input. */
function FieldInput({ field, ...control }: { field: SimpleField } & Record<string, unknown>) {
  const label = useLabel();
  if (field.kind === 'number') return <InputNumber style={{ width: '100%' }} {...control} />;
  if (field.kind === 'boolean') return <Switch {...control} />;
  if (field.kind === 'choice') {
    const words = (o: string) => (field.optionLabels?.[o] ? label(field.optionLabels[o]) : o);
    return <Select options={field.options!.map((o) => ({ value: o, label: words(o) }))} {...control} />;
  }
  return <Input {...control} />;
}

/** Create or edit a record of a simple module: one input per field of its zod schema, checked by it. */
export function SimpleModuleForm(props: { simple: SimpleModule; record: SimpleRecord | null; onClose: () => void }) {
  const { simple, record } = props;
  const t = useTranslations('SimpleModule');
  const rules = useFieldRules();
  const label = useLabel();
  const blank = Object.fromEntries(simple.fields.map((f) => [f.name, f.kind === 'boolean' ? false : undefined]));
  return (
    <ResourceFormDrawer<SimpleRecord, Values, Values>
      resource={simpleResource(simple) as never}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(r) => (r ? Object.fromEntries(simple.fields.map((f) => [f.name, r[f.name]])) : blank)}
      toInput={(values) =>
        Object.fromEntries(simple.fields.map((f) => [f.name, values[f.name] === undefined ? null : values[f.name]]))
      }
      onClose={props.onClose}
      testId="simple-module-form"
    >
      {simple.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={label(f.label)}
          valuePropName={f.kind === 'boolean' ? 'checked' : 'value'}
          rules={f.kind === 'boolean' ? [] : rules(f.schema, { required: f.required })}
        >
          <FieldInput field={f} />
        </Form.Item>
      ))}
    </ResourceFormDrawer>
  );
}
