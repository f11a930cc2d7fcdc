import type { Asset } from '../content/content-types';

/** A content picture; decorative unless the content gives it words. */
export function Picture({
  asset,
  eager = false,
  width = 800,
  height = 450,
}: {
  asset: Asset | undefined;
  eager?: boolean;
  width?: number;
  height?: number;
}) {
  if (!asset?.filename) return null;
  return (
    <img
      src={asset.filename}
      alt={asset.alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
