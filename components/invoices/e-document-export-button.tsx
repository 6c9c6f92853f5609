'use client';

import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';

// The dialog's form and date fields load on the first click, not with the list (e2e/perf budgets).
const EDocumentExportDialog = lazyComponent(() => import('./e-document-export').then((m) => m.EDocumentExportDialog));

/** The invoice list's "e-Belge Dışa Aktar" button and, once clicked, its dialog. */
export function EDocumentExportButton() {
  const t = useTranslations('EDocumentExport');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ExportOutlined />} onClick={() => setOpen(true)} data-testid="e-document-export">
        {t('button')}
      </Button>
      {open ? <EDocumentExportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
