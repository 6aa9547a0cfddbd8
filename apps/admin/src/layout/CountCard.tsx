import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { useCan } from '../access.tsx';
import { contractOf, permissionFor } from '../contracts.ts';

/** A live count of a list (with a filter), opening that list. */
export interface CountOf {
  resource: string;
  label: string;
  filter?: Record<string, unknown>;
}

/** One count in a grid of counts, shown only to roles that may read the list it opens. */
export function Count(props: CountOf) {
  const { can } = useCan(permissionFor(contractOf(props.resource), 'list'));
  if (!can) return null;
  return <CountCard {...props} />;
}

function CountCard(props: CountOf) {
  const { total, isPending, error } = useGetList(props.resource, { pagination: { page: 1, perPage: 1 }, filter: props.filter ?? {} });
  return <CountTile {...props} total={isPending || error ? undefined : total} />;
}

/** A count already known (or still on its way: `undefined`), opening its list with the same filter. */
export function CountTile({ resource, label, filter = {}, total }: CountOf & { total: number | undefined }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = `${createPath({ resource, type: 'list' })}${Object.keys(filter).length ? `?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : ''}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          <CardContent>
            <Typography component="p" variant="h4">
              {total ?? '–'}
            </Typography>
            <Typography component="p" color="text.secondary">
              {translate(label)}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}

/** The grid the counts sit in. */
export const countGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 0, m: 0 } as const;
