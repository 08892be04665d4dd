import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../internal/cx.js';
import * as styles from './tabs.css.js';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A number shown beside the label (e.g. announcements per state). */
  count?: number;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  items: ReadonlyArray<TabItem>;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, activation follows focus. */
export function Tabs({ items, value, defaultValue, onChange, className, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items.find((i) => !i.isDisabled)?.id}
      onValueChange={onChange}
      className={cx(styles.root, className)}
    >
      <RadixTabs.List className={styles.list} aria-label={rest['aria-label']}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} disabled={item.isDisabled} className={styles.tab}>
            {item.label}
            {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
