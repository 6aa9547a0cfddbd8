import Dashboard from '@mui/icons-material/Dashboard';
import Label from '@mui/icons-material/Label';
import Summarize from '@mui/icons-material/Summarize';
import { Box } from '@mui/material';
import type { AdminMenuNode } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { Menu, MenuItemLinkClasses, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { useCan } from '../access.tsx';
import type { SahayDataProvider } from '../dataProvider.ts';
import { reportPages } from '../reports/index.tsx';
import { reportPermission } from '../reports/ReportFrame.tsx';
import { salesReportPages } from '../resources/customer-order/OrderReports.tsx';
import { iconOf } from '../resources/index.ts';
import { stockReportPages } from '../resources/inventory/StockSummary.tsx';
import { purchaseReportPages } from '../resources/purchasing/index.tsx';
import { SupportGroup, SupportItems } from '../resources/ticket/SupportMenu.tsx';
import { MenuGroupHeader } from './MenuGroupHeader.tsx';
import { roleMenuQuery } from './roleMenu.ts';

/** A menu entry's resource: `/admin/notice` is `notice`. */
const resourceOf = (url: string | null) => (url ?? '').replace(/^\/admin\/?/, '').split('/')[0];

function useLabel() {
  const translate = useTranslate();
  // Entry keys are `resources.<name>.name` (plural wanted) or `menu.<module>`; the stored title is the fallback.
  return (node: AdminMenuNode) => (node.translate ? translate(node.translate, { smart_count: 2, _: node.title }) : node.title);
}

function Item({ node }: { node: AdminMenuNode }) {
  const label = useLabel();
  const basename = useBasename();
  const resource = resourceOf(node.url);
  const Icon: ComponentType = iconOf(resource) ?? Label;
  // Stored addresses start with /admin, the app's own basename; anything else is kept as it is.
  const to = node.url?.startsWith('/admin') ? `${basename}/${resource}` : (node.url ?? basename);
  return <Menu.Item to={to} primaryText={label(node)} leftIcon={<Icon />} />;
}

/** The account reports, at the end of the Accounting group, for roles that may read the books. */
function ReportItems() {
  const translate = useTranslate();
  const basename = useBasename();
  const { can } = useCan(reportPermission);
  if (!can) return null;
  return reportPages.map(({ path, label, icon: Icon }) => (
    <Menu.Item key={path} to={`${basename}/${path}`} primaryText={translate(label)} leftIcon={<Icon />} />
  ));
}

/** One purchasing summary, for roles that may read what it sums. */
function PurchaseReportItem({ path, label, permission }: { path: string; label: string; permission: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { can } = useCan(permission);
  if (!can) return null;
  return <Menu.Item to={`${basename}/${path}`} primaryText={translate(label)} leftIcon={<Summarize />} />;
}

/** The side menu as the signed-in user's role has it: groups with their entries, in the stored order. */
export function RoleMenu() {
  const dataProvider = useDataProvider<SahayDataProvider>();
  const translate = useTranslate();
  const label = useLabel();
  const basename = useBasename();
  const { data: nodes = [] } = useQuery(roleMenuQuery(dataProvider));
  const { pathname } = useLocation();
  // A screen opened from its address (a bookmark, a link in a mail) shows its entry in the menu, however far down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another screen marks another entry active.
  useEffect(() => {
    if (nodes.length) document.querySelector(`[role="menu"] .${MenuItemLinkClasses.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [pathname, nodes]);
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText={translate('ra.page.dashboard')} leftIcon={<Dashboard />} />
      {nodes.map((node) =>
        node.type === 'group' ? (
          // The menu's own structure for assistive technology: menu > group > menuitem, nothing between
          // (the list item only keeps the HTML valid and has no role of its own).
          <Box component="li" role="none" key={node.id} sx={{ listStyle: 'none' }}>
            <Box role="group" aria-labelledby={`menu-group-${node.id}`}>
              <MenuGroupHeader id={`menu-group-${node.id}`}>{label(node)}</MenuGroupHeader>
              {node.children.map((child) => (
                <Item key={child.id} node={child} />
              ))}
              {node.translate === 'menu.accounting' ? <ReportItems /> : null}
              {node.translate === 'menu.support' ? <SupportItems /> : null}
              {node.translate === 'menu.purchase' ? purchaseReportPages.map((p) => <PurchaseReportItem key={p.path} {...p} />) : null}
              {node.translate === 'menu.inventory' ? stockReportPages.map((p) => <PurchaseReportItem key={p.path} {...p} />) : null}
              {node.translate === 'menu.sales' ? salesReportPages.map((p) => <PurchaseReportItem key={p.path} {...p} />) : null}
            </Box>
          </Box>
        ) : (
          <Item key={node.id} node={node} />
        ),
      )}
      {nodes.length && !nodes.some((node) => node.translate === 'menu.support') ? <SupportGroup /> : null}
    </Menu>
  );
}
