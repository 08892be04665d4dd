export { Tabs } from './tabs.js';
export type { TabsProps, TabItem } from './tabs.js';
