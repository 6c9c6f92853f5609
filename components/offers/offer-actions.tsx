'use client';

import {
  CheckOutlined,
  CloseOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  HistoryOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { apiErrorOf } from '@/lib/api-client/errors';
import {
  copyOffer,
  decideOffer,
  downloadOfferPdf,
  offerResource,
  reviseOffer,
  sendOffer,
} from '@/lib/api-client/offer-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { Offer } from '@/lib/schemas/offers';
import { useFeedback } from '@/components/ui/feedback';

/** The actions an offer's status and the user's permissions allow, on the detail page. */
export function OfferActions({ offer, onEdit }: { offer: Offer; onEdit: () => void }) {
  const t = useTranslations('OfferDetail');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const router = useRouter();
  const refresh = useAfterWrite('offers');
  const can = {
    update: useCan('offers.update'),
    create: useCan('offers.create'),
    remove: useCan('offers.delete'),
    send: useCan('offers.send'),
  };
  const failed = (error: unknown) => message.error(apiErrorOf(error)?.message ?? tc('unexpectedError'));
  const confirmDelete = useConfirmDelete(offerResource, { onDeleted: () => router.push(modulePath('offers')) });
  // One key per intended send: a retry after a lost answer reuses it, so the server sends once.
  const sendKey = useRef<string | null>(null);
  const [decision, setDecision] = useState<'accepted' | 'rejected' | null>(null);
  const [note, setNote] = useState('');

  const send = useMutation({
    mutationFn: () => {
      sendKey.current ??= crypto.randomUUID();
      return sendOffer({ id: offer.id, version: offer.version, key: sendKey.current });
    },
    onSuccess: (result) => {
      sendKey.current = null;
      message.success(t('sentTo', { email: result.to }));
      refresh();
    },
    onError: failed,
  });
  const decide = useMutation({
    mutationFn: (status: 'accepted' | 'rejected') =>
      decideOffer({ id: offer.id, status, note: note || null, version: offer.version }),
    onSuccess: () => {
      setDecision(null);
      setNote('');
      message.success(t('saved'));
      refresh();
    },
    onError: failed,
  });
  const revise = useMutation({
    mutationFn: () => reviseOffer({ id: offer.id, version: offer.version }),
    onSuccess: (created) => {
      refresh();
      router.push(detailPath('offers', created.id));
    },
    onError: failed,
  });
  const copy = useMutation({
    mutationFn: () => copyOffer(offer.id),
    onSuccess: (created) => {
      message.success(t('copied', { number: created.number }));
      refresh();
      router.push(detailPath('offers', created.id));
    },
    onError: failed,
  });
  // Saved under the offer's number, as the invoice's PDF is (a blob: tab would lose the name).
  const pdf = useMutation({ mutationFn: () => downloadOfferPdf(offer.id), onError: failed });

  const status = offer.status;
  const askSend = () =>
    modal.confirm({
      title: t('sendTitle', { number: offer.number }),
      content: t('sendText', { email: offer.contactEmail ?? t('customerEmail') }),
      okText: t('send'),
      cancelText: t('cancel'),
      onOk: () => send.mutateAsync(),
    });

  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={pdf.isPending} onClick={() => pdf.mutate()} data-testid="offer-pdf">
        {t('pdf')}
      </Button>
      {status === 'draft' && can.update ? (
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="offer-edit">
          {t('edit')}
        </Button>
      ) : null}
      {(status === 'draft' || status === 'sent') && can.send ? (
        <Button
          type={status === 'draft' ? 'primary' : 'default'}
          icon={<SendOutlined />}
          loading={send.isPending}
          onClick={askSend}
          data-testid="offer-send"
        >
          {status === 'draft' ? t('send') : t('resend')}
        </Button>
      ) : null}
      {status === 'sent' && can.update ? (
        <Button icon={<CheckOutlined />} onClick={() => setDecision('accepted')} data-testid="offer-accept">
          {t('accept')}
        </Button>
      ) : null}
      {(status === 'sent' || status === 'expired') && can.update ? (
        <Button danger icon={<CloseOutlined />} onClick={() => setDecision('rejected')} data-testid="offer-reject">
          {t('reject')}
        </Button>
      ) : null}
      {(status === 'sent' || status === 'expired' || status === 'rejected') && can.create ? (
        <Button
          icon={<HistoryOutlined />}
          loading={revise.isPending}
          onClick={() => revise.mutate()}
          data-testid="offer-revise"
        >
          {t('revise')}
        </Button>
      ) : null}
      {can.create ? (
        <Button icon={<CopyOutlined />} loading={copy.isPending} onClick={() => copy.mutate()} data-testid="offer-copy">
          {t('copy')}
        </Button>
      ) : null}
      {status === 'draft' && can.remove ? (
        <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(offer.id, offer.number)}>
          {t('delete')}
        </Button>
      ) : null}
      <Modal
        open={decision !== null}
        title={decision === 'accepted' ? t('acceptTitle') : t('rejectTitle')}
        okText={decision === 'accepted' ? t('accept') : t('reject')}
        okButtonProps={{ danger: decision === 'rejected', loading: decide.isPending }}
        cancelText={t('cancel')}
        onOk={() => decision && decide.mutate(decision)}
        onCancel={() => setDecision(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('decisionNote')} extra={t('decisionNoteHint')}>
            <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} data-testid="decision-note" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
