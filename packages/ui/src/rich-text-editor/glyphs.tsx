import type { ReactNode } from 'react';

/** The toolbar's icons (bold and italic are letters). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
export const ListGlyph = () => (
  <Glyph>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4" cy="6" r="1" />
    <circle cx="4" cy="12" r="1" />
    <circle cx="4" cy="18" r="1" />
  </Glyph>
);
export const OrderedGlyph = () => (
  <Glyph>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 4v4M3 20h3l-3-3.5c1-1 3-.5 3 1" />
  </Glyph>
);
export const LinkGlyph = () => (
  <Glyph>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </Glyph>
);
