'use client';

import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { NavLink } from '@/components/ui/nav-link';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/api-client/use-permissions';
import { useGeneralSettings } from '@/lib/api-client/use-tenant-settings';
import { GeneralSettingsForm } from './general-settings-form';
import { LogoCard } from './logo-card';

/** /tenant/settings/general: the tenant's company details, logo, currency and default KDV. */
export function GeneralSettingsScreen() {
  const t = useTranslations('GeneralSettingsPage');
  const canEdit = useCan('settings.update');
  const canAudit = useCan('settings.audit');
  const ta = useTranslations('Audit');
  const settings = useGeneralSettings();

  return (
    <div data-testid="general-settings-page" style={{ maxWidth: 960 }}>
      <PageHeader
        title={t('title')}
        actions={
          canAudit ? (
            <NavLink href="/tenant/settings/audit" data-testid="audit-link">
              <HistoryOutlined /> {ta('link')}
            </NavLink>
          ) : undefined
        }
      />
      {!canEdit ? <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} /> : null}
      {settings.isError ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton active />
      ) : (
        <>
          <LogoCard logo={settings.data.logo} canEdit={canEdit} />
          {/* Re-mounted on a new version so the form shows what was saved (e.g. trimmed, lower-cased). */}
          <GeneralSettingsForm key={settings.data.version} settings={settings.data} canEdit={canEdit} />
        </>
      )}
    </div>
  );
}
