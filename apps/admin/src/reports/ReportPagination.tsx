import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

const sizes = [25, 50, 100];

/** Paging of a report whose page and size live in the address. */
export function usePaging(search: URLSearchParams) {
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = sizes.includes(Number(search.get('size'))) ? Number(search.get('size')) : 25;
  return { page, size };
}

/** The pager under a paged report; `go` writes the new page or size into the address. */
export function ReportPagination({
  count,
  page,
  totalPages,
  size,
  go,
}: {
  count: number;
  page: number;
  totalPages: number;
  size: number;
  go: (changes: Record<string, string>) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, Math.min(page, totalPages) - 1)}
      rowsPerPage={size}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => go({ page: String(next + 1) })}
      onRowsPerPageChange={(event) => go({ size: event.target.value, page: '1' })}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
}
