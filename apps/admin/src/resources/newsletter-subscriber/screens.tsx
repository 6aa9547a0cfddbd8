import Download from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { newsletterEndpoints, newsletterStatuses, newsletterSubscriber } from '@sahay/contracts';
import {
  Button,
  Datagrid,
  EmailField,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { guarded } from '../../access.tsx';
import { client } from '../../client.ts';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { DateField } from '../../generic/fields.tsx';
import { statusFilter } from '../../generic/listFilters.tsx';
import { ListError, useBulkDelete } from '../../generic/views.tsx';
import { apiFile } from '../../http.ts';
import { downloadBlob } from '../../reports/export/download.ts';
import type { ResourceScreens } from '../declaration.ts';

/**
 * Website › Newsletter subscribers: visitors subscribe from the site's newsletter boxes and confirm from the mail
 * (never here); staff see where each stands and take the confirmed ones away as CSV for their mailing tool.
 */

interface Subscriber {
  status?: string;
  language?: string;
}

const statusKey = (status: string) => `sahay.newsletter.statuses.${status}`;

function StatusChip({ status = 'pending' }: { status?: string }) {
  const translate = useTranslate();
  const color = status === 'confirmed' ? 'success' : status === 'pending' ? 'primary' : 'default';
  return <Chip size="small" variant={status === 'pending' ? 'outlined' : 'filled'} color={color} label={translate(statusKey(status))} />;
}

/** The confirmed subscribers, as the API writes them (name, email, confirmed at, language): whatever the list's filter. */
function ExportConfirmedButton() {
  const notify = useNotify();
  const download = async () => {
    try {
      const { blob, fileName } = await apiFile(client.url(newsletterEndpoints.exportConfirmed), 'newsletter-subscribers.csv');
      downloadBlob(blob, fileName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button label="sahay.newsletter.export_confirmed" onClick={download}>
      <Download />
    </Button>
  );
}

function SubscriberList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput source="q" alwaysOn key="q" />,
    statusFilter('status', 'sahay.newsletter.status', newsletterStatuses, (s) => translate(statusKey(s))),
  ];
  return (
    <List
      sort={defaultSort(newsletterSubscriber)}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportConfirmedButton />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={useBulkDelete(newsletterSubscriber)}>
        <EmailField source="email" />
        <TextField source="name" emptyText="—" />
        <FunctionField
          source="language"
          render={(record: Subscriber) => translate(record.language === 'bn' ? 'sahay.newsletter.bengali' : 'sahay.newsletter.english')}
        />
        <FunctionField
          source="status"
          label="sahay.newsletter.status"
          render={(record: Subscriber) => <StatusChip status={record.status} />}
        />
        <DateField source="consented_at" showTime />
        <DateField source="confirmed_at" showTime emptyText="—" />
        <DateField source="unsubscribed_at" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}

export default {
  list: guarded(SubscriberList, permissionFor(newsletterSubscriber, 'list')),
} satisfies ResourceScreens;
