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

/**
 * The logo letter in its square, optionally followed by the product name. With `image` (a tenant's
 * uploaded logo) the picture takes the square's place in a box of the same fixed size, so loading
 * it shifts nothing.
 */
export function BrandLogo({
  letter,
  name,
  size = 36,
  showName = true,
  color = 'inherit',
  image,
}: {
  letter: string;
  name: string;
  size?: number;
  showName?: boolean;
  color?: string;
  image?: { src: string; alt: string } | null;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color }}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
        <img
          src={image.src}
          alt={image.alt}
          width={size}
          height={size}
          decoding="async"
          data-testid="tenant-logo"
          style={{ width: size, height: size, objectFit: 'contain', flex: 'none', borderRadius: 6 }}
        />
      ) : (
        <span aria-hidden="true" style={{ ...letterStyle, width: size, height: size, fontSize: size * 0.5 }}>
          {letter}
        </span>
      )}
      {showName ? (
        <span style={{ fontWeight: 700, fontSize: size * 0.55, whiteSpace: 'nowrap' }}>{name}</span>
      ) : (
        <span className="sr-only">{name}</span>
      )}
    </span>
  );
}
