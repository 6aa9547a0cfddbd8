import { resourceContracts } from '@sahay/contracts';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18n/index.ts';
import { Dashboard } from './layout/Dashboard.tsx';
import { SahayLayout } from './layout/Layout.tsx';
import { LoginPage } from './layout/Login.tsx';
import { lazyScreen } from './lazyScreen.tsx';
import { queryClient } from './queryClient.ts';
import { reportRoutes } from './reports/index.tsx';
import { salesReportPages } from './resources/customer-order/index.ts';
import { importPages } from './resources/imports/index.tsx';
import { viewsOf } from './resources/index.ts';
import { stockReportPages } from './resources/inventory/index.ts';
import { jobPages } from './resources/job/index.ts';
import { purchaseReportPages } from './resources/purchasing/index.ts';
import { supportRoutes } from './resources/ticket/index.tsx';
import { plainEntryPages } from './resources/voucher/plainEntries.tsx';
import { theme } from './theme.ts';
import { WorkspaceHome } from './workspaces/WorkspaceHome.tsx';

const TwoFactorPage = lazyScreen(
  () => import('./layout/TwoFactor.tsx'),
  (m) => m.TwoFactorPage,
);
/** Every resource of the registry with its declaration; its screens are fetched with its workspace's when first opened. */
const resources = resourceContracts.map((contract) => ({ name: contract.name, views: viewsOf(contract) }));

/** The back office: providers once, then every resource of the registry with its views. */
export function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="Sahay"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={SahayLayout}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {resources.map(({ name, views }) => (
        <Resource key={name} name={name} {...views} />
      ))}
      <CustomRoutes>
        {reportRoutes}
        {supportRoutes}
        <Route path="/two-factor" element={<TwoFactorPage />} />
        <Route path="/workspace/:id" element={<WorkspaceHome />} />
        {[...purchaseReportPages, ...salesReportPages, ...stockReportPages, ...plainEntryPages, ...importPages, ...jobPages].map(
          ({ path, Page }) => (
            <Route key={path} path={`/${path}`} element={<Page />} />
          ),
        )}
      </CustomRoutes>
    </Admin>
  );
}
