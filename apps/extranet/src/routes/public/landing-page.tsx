import { PublicPage } from './public-page';

export function LandingPage() {
  return <PublicPage titleKey="shell.publicPages.landingTitle" bodyKey="shell.publicPages.landingBody" />;
}
