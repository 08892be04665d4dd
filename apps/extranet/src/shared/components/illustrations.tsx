/** Decorative illustrations (aria-hidden unless given a label). Drawn inline so they cost no request. */
export function BrokenPageIllustration({ label }: { label?: string }) {
  return (
    <svg
      width="160"
      height="120"
      viewBox="0 0 160 120"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect x="24" y="14" width="112" height="92" rx="10" fill="#e8f0fc" />
      <rect x="24" y="14" width="112" height="18" rx="10" fill="#1f5fbf" />
      <circle cx="36" cy="23" r="3" fill="#fff" />
      <circle cx="46" cy="23" r="3" fill="#fff" />
      <circle cx="56" cy="23" r="3" fill="#fff" />
      <path
        d="M60 62l10 10M70 62L60 72M90 62l10 10M100 62L90 72"
        stroke="#1f5fbf"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M62 92c10-8 26-8 36 0" stroke="#1f5fbf" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path
        d="M118 40l-12 20 14 6-16 24"
        stroke="#c2352b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CompassIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#e8f0fc" />
      <circle cx="70" cy="60" r="36" fill="#fff" stroke="#1f5fbf" strokeWidth="4" />
      <path d="M70 34l10 26-10 26-10-26z" fill="#1f5fbf" />
      <path d="M70 60l10 0-10 26z" fill="#8fb3ea" />
    </svg>
  );
}

export function LockIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#fdf2e2" />
      <rect x="44" y="54" width="52" height="40" rx="8" fill="#b25e09" />
      <path d="M54 54V44a16 16 0 0132 0v10" stroke="#b25e09" strokeWidth="6" fill="none" />
      <circle cx="70" cy="72" r="5" fill="#fff" />
      <rect x="68" y="74" width="4" height="10" rx="2" fill="#fff" />
    </svg>
  );
}

export function ConstructionIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#eceff3" />
      <rect x="34" y="70" width="72" height="14" rx="3" fill="#b25e09" />
      <path d="M44 70l10 14M64 70l10 14M84 70l10 14" stroke="#fff" strokeWidth="5" />
      <path d="M50 84v16M90 84v16" stroke="#3d4756" strokeWidth="5" strokeLinecap="round" />
      <path d="M70 26l22 38H48z" fill="#1f5fbf" />
      <path d="M70 40v12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="70" cy="58" r="2.5" fill="#fff" />
    </svg>
  );
}

export function OfflineIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#e8f0fc" />
      <path
        d="M38 54a46 46 0 0164 0M48 66a32 32 0 0144 0M58 78a18 18 0 0124 0"
        stroke="#1f5fbf"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="70" cy="90" r="5" fill="#1f5fbf" />
      <path d="M40 34l60 60" stroke="#c2352b" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
