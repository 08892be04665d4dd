import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `target` (rounded up, never below 0). */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** `m:ss`, e.g. 0:45 or 2:05. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function toEpoch(at: Date | number | string | null | undefined): number | null {
  if (at === null || at === undefined) return null;
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : ms;
}

/** Seconds left until `target`, re-rendering once a second until it reaches 0. */
export function useCountdown(target: number | null, now: () => number = Date.now): number {
  const [left, setLeft] = useState(() => (target === null ? 0 : secondsUntil(target, now())));
  useEffect(() => {
    if (target === null) {
      setLeft(0);
      return;
    }
    const tick = () => {
      const next = secondsUntil(target, now());
      setLeft(next);
      return next;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target, now]);
  return left;
}
