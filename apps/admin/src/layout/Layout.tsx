import KeyIcon from '@mui/icons-material/Key';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, TitlePortal, UserMenu, useBasename, useTranslate, useUserMenu } from 'react-admin';
import { RoleMenu } from './Menu.tsx';
import { SearchBox } from './SearchBox.tsx';

/** The signed-in user's own two-factor sign-in; the menu closes as the page opens. */
function TwoFactorMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to={`${basename}/two-factor`}
      primaryText={translate('sahay.two_factor.menu')}
      leftIcon={<KeyIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
}

/** The signed-in user's own settings, then signing out. */
function SahayUserMenu() {
  return (
    <UserMenu>
      <TwoFactorMenuItem />
      <Logout />
    </UserMenu>
  );
}

function SahayAppBar() {
  return (
    <AppBar userMenu={<SahayUserMenu />}>
      <TitlePortal />
      <SearchBox />
    </AppBar>
  );
}

export function SahayLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={RoleMenu} appBar={SahayAppBar}>
      {children}
    </Layout>
  );
}
