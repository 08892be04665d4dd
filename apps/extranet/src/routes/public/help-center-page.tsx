import { PublicPage } from './public-page';

export function HelpCenterPage() {
  return <PublicPage titleKey="shell.publicPages.helpTitle" bodyKey="shell.publicPages.helpBody" />;
}
