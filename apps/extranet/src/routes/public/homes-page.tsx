import { PublicPage } from './public-page';

export function HomesPage() {
  return <PublicPage titleKey="shell.publicPages.homesTitle" bodyKey="shell.publicPages.homesBody" />;
}
