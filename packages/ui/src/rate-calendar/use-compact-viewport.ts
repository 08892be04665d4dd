import { useEffect, useState } from 'react';

const COMPACT_QUERY = '(max-width: 720px)';

/** Whether the viewport is phone-sized (the grid then uses its compact geometry). */
export function useCompactViewport(): boolean {
  const [compact, setCompact] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(COMPACT_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(COMPACT_QUERY);
    if (!query) return;
    const update = () => setCompact(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return compact;
}
