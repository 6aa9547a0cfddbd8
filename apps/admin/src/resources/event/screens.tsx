import People from '@mui/icons-material/People';
import { Button, Typography } from '@mui/material';
import { event, eventEditorialEndpoints, eventRegistration } from '@sahay/contracts';
import { Link, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { fieldsOf, permissionFor } from '../../contracts.ts';
import { EditorialPanel } from '../../generic/EditorialPanel.tsx';
import { fieldFor } from '../../generic/fields.tsx';
import { GenericEdit, GenericShow } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';

/** The places left and the way to the event's registrations (its list filtered by the event), for roles that read them. */
function EventRegistrations() {
  const record = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  const { can } = useCan(permissionFor(eventRegistration, 'list'));
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ event: record.id }));
  return (
    <>
      {record.places_left !== null && record.places_left !== undefined ? (
        <Typography variant="body2">{translate('sahay.events.places_left', { count: record.places_left })}</Typography>
      ) : null}
      {can ? (
        <Button size="small" startIcon={<People />} component={Link} to={`${basename}/${eventRegistration.name}?filter=${filter}`}>
          {translate('sahay.events.registrations')}
        </Button>
      ) : null}
    </>
  );
}

/** An event's page: its fields as declared, then its places left and registrations. */
function EventShow() {
  return (
    <GenericShow contract={event}>
      {fieldsOf(event).map((spec) => fieldFor(spec, 'show'))}
      <EventRegistrations />
    </GenericShow>
  );
}

export default {
  show: guarded(() => <EventShow />, permissionFor(event, 'get')),
  // Beside the form, a preview link of the event's page and its versions.
  edit: guarded(
    () => <GenericEdit contract={event} aside={<EditorialPanel endpoints={eventEditorialEndpoints} />} />,
    permissionFor(event, 'update'),
  ),
} satisfies ResourceScreens;
