import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { RoleMenu } from './Menu.tsx';

function SahayAppBar() {
  return (
    <AppBar>
      <TitlePortal />
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
