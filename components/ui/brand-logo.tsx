import type { CSSProperties } from 'react';

const letterStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 10,
  background: '#3B82F6',
  color: '#fff',
  fontWeight: 700,
  flex: 'none',
};

/** The logo letter in its square, optionally followed by the product name. */
export function BrandLogo({
  letter,
  name,
  size = 36,
  showName = true,
  color = 'inherit',
}: {
  letter: string;
  name: string;
  size?: number;
  showName?: boolean;
  color?: string;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color }}>
      <span aria-hidden="true" style={{ ...letterStyle, width: size, height: size, fontSize: size * 0.5 }}>
        {letter}
      </span>
      {showName ? (
        <span style={{ fontWeight: 700, fontSize: size * 0.55, whiteSpace: 'nowrap' }}>{name}</span>
      ) : (
        <span className="sr-only">{name}</span>
      )}
    </span>
  );
}
