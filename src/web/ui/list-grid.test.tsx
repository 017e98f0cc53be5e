// @vitest-environment happy-dom
// A data-grid list on a page past its last (an old link, or the last row of the page deleted):
// no grid is drawn, and a button leads to the last page there is.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ListGrid } from './list-grid.tsx';

afterEach(cleanup);

it('offers the last page from a page past it', () => {
  const onPagingChange = vi.fn();
  render(
    <ListGrid<{ id: string; code: string }>
      headingId="coupons-results"
      heading="All coupons"
      noun={{ one: 'coupon', many: 'coupons' }}
      rows={[]}
      total={45}
      columns={[{ field: 'code', header: 'Code', text: (row) => row.code }]}
      paging={{ page: 6, size: 10 }}
      onPagingChange={onPagingChange}
      loading={false}
      error={undefined}
      onRetry={() => undefined}
    />,
  );
  expect(screen.getByRole('status').textContent).toBe(
    'This page is past the last of the 45 coupons.',
  );
  expect(screen.queryByRole('grid')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
  expect(onPagingChange).toHaveBeenCalledWith({ page: 4, size: 10 });
});
