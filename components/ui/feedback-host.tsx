'use client';

import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';

export interface FeedbackApis {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
  notification: ReturnType<typeof notification.useNotification>[0];
}

export interface FeedbackHostProps {
  onReady: (apis: FeedbackApis) => void;
}

/** The holders of antd's message, modal and notification hooks; loaded by FeedbackProvider on first use. */
export function FeedbackHost({ onReady }: FeedbackHostProps) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    onReady({ message: messageApi, modal: modalApi, notification: notificationApi });
  }, [onReady, messageApi, modalApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
      {notificationHolder}
    </>
  );
}
