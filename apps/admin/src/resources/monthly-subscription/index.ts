import Payments from '@mui/icons-material/Payments';
import { representationOf } from '../../contracts.ts';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Payments,
  recordRepresentation: (record: Record<string, unknown>) =>
    `${record.member_name ?? ''} ${representationOf('monthly_subscription')(record)}`.trim(),
} satisfies ResourceDeclaration;
