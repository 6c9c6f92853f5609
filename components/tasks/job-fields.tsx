'use client';

import { Form, Input, Select } from 'antd';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { priorities } from '@/lib/schemas/values/tasks';

/** What a task and a work order start with: a title (required, by the API's rule) and a free description. */
export function TitleAndDescriptionFields({
  labels,
  titleSchema,
}: {
  labels: { title: string; description: string };
  titleSchema: z.ZodType;
}) {
  const rules = useFieldRules();
  return (
    <>
      <Form.Item name="title" label={labels.title} rules={rules(titleSchema)}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={labels.description}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}

/** The `priority` field of a task or a work order. */
export function PriorityField({ label }: { label: string }) {
  const tp = useTranslations('Priorities');
  return (
    <Form.Item name="priority" label={label}>
      <Select options={priorities.map((p) => ({ value: p, label: tp(p) }))} />
    </Form.Item>
  );
}
