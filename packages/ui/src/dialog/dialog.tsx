import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from './dialog.css.js';
import { useReturnFocus } from './return-focus.js';

/**
 * The dialog's body: when its content is taller than the dialog it scrolls, and then it is a tab stop so a
 * keyboard can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable), even with no control inside.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((el: HTMLDivElement | null) => setNode(el), []);
  useEffect(() => {
    if (!node) return;
    const measure = () => setScrolls(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    const mutations = new MutationObserver(measure);
    mutations.observe(node, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [node]);
  return (
    <div ref={ref} className={styles.body} {...(scrolls ? { tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button); the dialog returns focus to it on close. */
  trigger?: ReactElement;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the × button, for dialogs that must be answered through the footer. */
  hideClose?: boolean;
  /** Set false to keep the dialog open on Escape and outside clicks (e.g. a forced change of password). */
  dismissible?: boolean;
  /**
   * Where focus goes when the dialog opens: by default the first focusable element (often the × button); call
   * `event.preventDefault()` and focus another element (e.g. the first box of a PIN) instead.
   */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
}

/**
 * A modal dialog: focus trapped inside, Escape and the × close it, focus returns to the trigger (or, opened by
 * state, to the element focused when it opened: return-focus.ts).
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'md',
  hideClose = false,
  dismissible = true,
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const t = useUiText();
  const focus = useReturnFocus(trigger !== undefined, onOpenAutoFocus);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles.width[size], className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {hideClose || !dismissible ? null : (
              <RadixDialog.Close className={styles.close} aria-label={t('ui.dialog.close')}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {children ? <DialogBody>{children}</DialogBody> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button so pressing it closes the dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
