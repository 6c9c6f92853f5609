'use client';

import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import { createContext, use, useMemo, useState, type ComponentType, type Key, type ReactNode } from 'react';
import type { FeedbackApis, FeedbackHostProps } from './feedback-host';

type MessageContent = MessageArgsProps['content'];

/** The part of antd's message, modal and notification hook APIs the screens use. */
export interface Feedback {
  message: Record<'success' | 'error' | 'warning' | 'info', (content: MessageContent) => void>;
  modal: Record<'confirm' | 'info' | 'warning', (props: ModalFuncProps) => void>;
  notification: { success: (args: NotificationArgsProps) => void; destroy: (key?: Key) => void };
}

const FeedbackContext = createContext<Feedback | null>(null);

interface LoadedHost {
  Host: ComponentType<FeedbackHostProps>;
  onReady: (apis: FeedbackApis) => void;
}

/**
 * antd's App (message, modal and notification, with their holders) without its weight on the first
 * load: the holders load with the first toast or dialog a user causes (about 17 kB gzip that no
 * first paint needs). A call made while they load waits for them, so nothing is lost; a load that
 * failed is tried again by the next call. Rendered under ConfigProvider, so the holders get the
 * theme and the locale (the dialogs' OK / Cancel in Turkish).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<LoadedHost | null>(null);
  const feedback = useMemo<Feedback>(() => {
    let ready: Promise<FeedbackApis> | undefined;
    const load = () =>
      (ready ??= import('./feedback-host')
        .then(({ FeedbackHost }) => new Promise<FeedbackApis>((onReady) => setHost({ Host: FeedbackHost, onReady })))
        .catch((error: unknown) => {
          ready = undefined;
          throw error;
        }));
    const call =
      <Part extends keyof Feedback, Method extends keyof Feedback[Part] & keyof FeedbackApis[Part]>(
        part: Part,
        method: Method,
      ) =>
      (...args: unknown[]) =>
        void load()
          .then((apis) => (apis[part][method] as (...a: unknown[]) => unknown)(...args))
          .catch(() => undefined);
    return {
      message: {
        success: call('message', 'success'),
        error: call('message', 'error'),
        warning: call('message', 'warning'),
        info: call('message', 'info'),
      },
      modal: { confirm: call('modal', 'confirm'), info: call('modal', 'info'), warning: call('modal', 'warning') },
      notification: { success: call('notification', 'success'), destroy: call('notification', 'destroy') },
    };
  }, []);
  return (
    <FeedbackContext value={feedback}>
      {children}
      {host && <host.Host onReady={host.onReady} />}
    </FeedbackContext>
  );
}

/** Toasts, confirmation dialogs and notifications, as antd's `App.useApp()` gives them. */
export function useFeedback(): Feedback {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it (components/shell/providers.tsx)');
  return feedback;
}
