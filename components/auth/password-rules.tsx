'use client';

import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';

/** The password policy of lib/schemas/auth.ts, shown live while the user types. */
export function passwordRuleState(password: string, confirm: string) {
  return {
    ruleLength: password.length >= 8,
    ruleLetter: /\p{L}/u.test(password),
    ruleDigit: /\d/.test(password),
    ruleMatch: password.length > 0 && password === confirm,
  } as const;
}

export function PasswordRules({ password, confirm }: { password: string; confirm: string }) {
  const t = useTranslations('SetPasswordPage');
  const state = passwordRuleState(password, confirm);
  return (
    <div
      data-testid="password-rules"
      style={{ background: '#f8fafc', borderRadius: 8, padding: '12px 16px', marginBottom: 16 }}
    >
      <div style={{ fontWeight: 600, marginBottom: 6 }}>{t('rulesTitle')}</div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(Object.keys(state) as (keyof typeof state)[]).map((rule) => (
          <li
            key={rule}
            data-met={state[rule]}
            style={{ display: 'flex', gap: 8, alignItems: 'center', color: state[rule] ? '#15803d' : '#475569' }}
          >
            {state[rule] ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
            <span>{t(rule)}</span>
            <span className="sr-only">{state[rule] ? t('ruleMet') : t('ruleNotMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
