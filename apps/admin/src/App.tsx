import { resourceContracts } from '@sahay/contracts';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18n/index.ts';
import { Dashboard } from './layout/Dashboard.tsx';
import { SahayLayout } from './layout/Layout.tsx';
import { LoginPage } from './layout/Login.tsx';
import { TwoFactorPage } from './layout/TwoFactor.tsx';
import { queryClient } from './queryClient.ts';
import { reportRoutes } from './reports/index.tsx';
import { salesReportPages } from './resources/customer-order/OrderReports.tsx';
import { importPages } from './resources/imports/index.tsx';
import { viewsOf } from './resources/index.ts';
import { stockReportPages } from './resources/inventory/StockSummary.tsx';
import { jobPages } from './resources/job/JobsPage.tsx';
import { purchaseReportPages } from './resources/purchasing/index.tsx';
import { supportRoutes } from './resources/ticket/index.tsx';
import { plainEntryPages } from './resources/voucher/plainEntries.tsx';
import { theme } from './theme.ts';
import { WorkspaceHome } from './workspaces/WorkspaceHome.tsx';

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
      {resourceContracts.map((contract) => (
        <Resource key={contract.name} name={contract.name} {...viewsOf(contract)} />
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
