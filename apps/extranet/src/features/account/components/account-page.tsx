import { AreaPage } from '../../../shared/components/area-page';

/** /v3/account (SPEC 2 main area "account"): the account pages the user may open. */
export function AccountPage() {
  return <AreaPage sectionId="account" titleKey="common.menu.account" />;
}
