'use client';

import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Panel } from '@/components/ui/panel';

/** The centred card of the sign-in screens: logo letter, product name, tagline, at most 480 wide (outer width). */
export function AuthCard({
  letter,
  name,
  tagline,
  children,
}: {
  letter: string;
  name: string;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #eff6ff 0%, #f8fafc 100%)',
      }}
    >
      {/* border-box: the 480 is the card's outer width, padding and border included (not 480 + 66). */}
      <Panel style={{ width: '100%', maxWidth: 480, boxSizing: 'border-box' }} padding={32} testId="auth-card">
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <BrandLogo letter={letter} name={name} size={44} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {tagline}
          </Typography.Paragraph>
        </div>
        {children}
      </Panel>
    </main>
  );
}

export function AuthTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
