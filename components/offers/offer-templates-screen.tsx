'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { offerTemplateResource } from '@/lib/api-client/offer-resources';
import type { OfferTemplate } from '@/lib/schemas/offers';
import { OfferSettingsButton } from './offer-settings-button';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./offer-template-form');
const OfferTemplateForm = lazyComponent(() => loadForm().then((m) => m.OfferTemplateForm));

/** /tenant/offers/templates: templates a new offer starts from, and the offer numbering settings. */
export function OfferTemplatesScreen() {
  const t = useTranslations('OfferTemplatesPage');
  return (
    <ResourceListScreen<OfferTemplate, typeof offerTemplateResource.initialQuery, OfferTemplate>
      resource={offerTemplateResource}
      namespace="OfferTemplatesPage"
      testId="offer-templates-page"
      itemLabel={(tpl) => tpl.name}
      columns={[
        { key: 'name', title: t('name'), sortField: 'name', render: (tpl) => tpl.name },
        { key: 'validityDays', title: t('validityDays'), render: (tpl) => t('days', { count: tpl.validityDays }) },
        { key: 'lines', title: t('defaultLines'), hideBelow: 'md', render: (tpl) => tpl.lines.length },
      ]}
      headerActions={() => <OfferSettingsButton />}
      preloadForm={loadForm}
      form={(record, close) => <OfferTemplateForm record={record} onClose={close} />}
    />
  );
}
