import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Inbox from '@mui/icons-material/Inbox';
import { Box } from '@mui/material';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { inboxPath, myTicketsPath } from './index.tsx';
import { inboxesOf } from './support.ts';
import { useSupportSummary } from './supportApi.ts';

/** "My tickets", then an inbox per department the caller may see, each with its unread count. */
export function SupportItems() {
  const translate = useTranslate();
  const basename = useBasename();
  const { can } = useCan('ticket.read');
  const { data: summary } = useSupportSummary();
  if (!can) return null;
  return (
    <>
      <Menu.Item to={`${basename}/${myTicketsPath}`} primaryText={translate('sahay.support.mine')} leftIcon={<AssignmentInd />} />
      {inboxesOf(summary).map((inbox) => (
        <Menu.Item
          key={inbox.id}
          to={`${basename}/${inboxPath(inbox.id)}`}
          primaryText={
            <>
              {translate('sahay.support.inbox', { name: inbox.name })}
              {inbox.unread ? ' ' : null}
              {inbox.unread ? (
                <Box
                  component="span"
                  sx={{ ml: 1, px: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8em' }}
                >
                  {translate('sahay.support.unread', { smart_count: inbox.unread })}
                </Box>
              ) : null}
            </>
          }
          leftIcon={<Inbox />}
        />
      ))}
    </>
  );
}
