/** The RoadReady mark: a road running into the distance on a turquoise tile. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0BD1C2" />
      <path d="M8 27 14 5M24 27 18 5" stroke="#1E2631" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 8v3M16 15v4M16 23v4" stroke="#FFFFFF" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
