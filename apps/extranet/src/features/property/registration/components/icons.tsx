/** Line icons of the registration screens (decorative: the text next to them says what they mean). */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function HotelIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 21V5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v16" />
      <path d="M16 9h3a1 1 0 0 1 1 1v11" />
      <path d="M2 21h20M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1" />
    </svg>
  );
}

export function HomeIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </svg>
  );
}

export function ReviewIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5M11 8v3l2 1.5" />
    </svg>
  );
}

export function RejectedIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </svg>
  );
}
