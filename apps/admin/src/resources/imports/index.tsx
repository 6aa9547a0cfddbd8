import UploadFile from '@mui/icons-material/UploadFile';
import { type ImportKind, importKinds, importPermissions } from '@sahay/contracts';
import { lazyScreen } from '../../lazyScreen.tsx';

const ImportScreen = lazyScreen(
  () => import('./ImportScreen.tsx'),
  (m) => m.ImportScreen,
);

/** The workspace each kind's import sits in: beside the lists it fills. */
export const importModules = { member: 'members', donation: 'members', product: 'inventory', ledger_account: 'accounting' } as const;

/** The import screen of each kind, for roles that may import it: its address is `import/<kind>`. */
export const importPages = importKinds.map((kind: ImportKind) => ({
  kind,
  path: `import/${kind}`,
  label: `sahay.imports.menu.${kind}`,
  permission: importPermissions[kind],
  icon: UploadFile,
  Page: () => <ImportScreen kind={kind} />,
}));
