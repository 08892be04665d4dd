import { useRef } from 'react';

/**
 * Focus back where it was when a dialog opened. Radix returns focus to its own Trigger only: a dialog opened by
 * state (a row's "View" button setting `open`, a switch asking for confirmation) would leave focus on the page's
 * body on close, and a keyboard user would start again from the top (WCAG 2.4.3). With no trigger, the element
 * focused when the dialog opened gets focus back, when it is still on the page.
 */
export function useReturnFocus(hasTrigger: boolean, onOpenAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const el = opener.current;
      opener.current = null;
      if (hasTrigger || !el || !el.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
