import Mail from '@mui/icons-material/Mail';
import { contactMessage } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { ContactList, ContactShow } from './ContactViews.tsx';

/** Visitors write these from the contact page; staff read them and mark them handled. */
export default {
  list: guarded(ContactList, permissionFor(contactMessage, 'list')),
  show: guarded(ContactShow, permissionFor(contactMessage, 'get')),
  create: undefined,
  edit: undefined,
  icon: Mail,
} satisfies Partial<ResourceViews>;
