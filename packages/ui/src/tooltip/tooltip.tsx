import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { InfoIcon } from '../internal/icons.js';
import * as styles from './tooltip.css.js';

export interface TooltipProps {
  /** The short hint. Never put the only copy of essential information here. */
  content: ReactNode;
  /** A focusable element (a Button); it gets the hint as its description. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A hint shown on hover and keyboard focus, closed by Escape (WAI-ARIA tooltip). */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, ...state }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...state}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={6} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** A small "i" button that explains the field next to it; `label` names the button for screen readers. */
export function InfoTip({
  label,
  content,
  side,
}: {
  label: string;
  content: ReactNode;
  side?: TooltipProps['side'];
}) {
  return (
    <Tooltip content={content} side={side}>
      <button type="button" className={styles.infoTrigger} aria-label={label}>
        <InfoIcon size={16} />
      </button>
    </Tooltip>
  );
}
