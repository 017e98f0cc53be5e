// One page of products: a table on wider screens, cards at phone width. Packages list what they
// hold; archived products say so. Staff with `products.write` get Edit, Delete and Restore.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { RecordTable, useWideScreen } from '../../ui/record-table.tsx';
import { PRODUCT_TYPE_LABELS, quantityUnit, type ProductView } from './product-form.ts';

export interface ProductActions {
  onEdit: (product: ProductView) => void;
  onDelete: (product: ProductView) => void;
  onRestore: (product: ProductView) => void;
}

function StatusChips({ product }: { product: ProductView }) {
  return (
    <>
      {product.isArchived && (
        <Chip size="small" label="Archived" sx={{ bgcolor: '#E8EAED', color: 'text.primary' }} />
      )}
      {!product.isArchived && product.wasSold && (
        <Chip size="small" label="Sold" variant="outlined" />
      )}
    </>
  );
}

function Components({ product }: { product: ProductView }) {
  if (product.type !== 'package') return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {product.components.map((component) => (
        <li key={component.product.id}>
          {quantityUnit(component.product.type, component.quantity)} {component.product.name}
        </li>
      ))}
    </Box>
  );
}

function Actions(props: { product: ProductView; actions: ProductActions }) {
  const { product, actions } = props;
  return (
    <RowActions
      name={product.name}
      sx={{ flexWrap: 'nowrap' }}
      actions={[
        { label: 'Edit', look: 'main', onClick: () => actions.onEdit(product) },
        product.isArchived
          ? { label: 'Restore', onClick: () => actions.onRestore(product) }
          : { label: 'Delete', look: 'danger', onClick: () => actions.onDelete(product) },
      ]}
    />
  );
}

export function ProductsList(props: {
  products: readonly ProductView[];
  actions: ProductActions | null;
}) {
  const { actions } = props;
  const wide = useWideScreen();
  if (wide) {
    return (
      <RecordTable
        rows={props.products}
        columns={[
          { label: 'Name', cell: (product) => product.name, sx: { fontWeight: 600 } },
          {
            label: 'Type',
            cell: (product) => PRODUCT_TYPE_LABELS[product.type],
            sx: { whiteSpace: 'nowrap' },
          },
          {
            label: 'Description',
            cell: (product) => product.description || '—',
            sx: { maxWidth: 320, overflowWrap: 'anywhere' },
          },
          {
            label: 'Package holds',
            cell: (product) =>
              product.type === 'package' ? <Components product={product} /> : '—',
          },
          {
            label: 'Status',
            cell: (product) => (
              <>
                <StatusChips product={product} />
                {!product.isArchived && !product.wasSold && 'For sale'}
              </>
            ),
            sx: { whiteSpace: 'nowrap' },
          },
          actions && {
            label: 'Actions',
            cell: (product) => <Actions product={product} actions={actions} />,
          },
        ]}
      />
    );
  }
  return (
    <CardList>
      {props.products.map((product) => (
        <RecordCard
          key={product.id}
          title={product.name}
          badges={<StatusChips product={product} />}
          actions={
            actions && (
              <Box sx={{ mt: 1.5 }}>
                <Actions product={product} actions={actions} />
              </Box>
            )
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {PRODUCT_TYPE_LABELS[product.type]}
          </Typography>
          {product.description && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {product.description}
            </Typography>
          )}
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            <Components product={product} />
          </Typography>
        </RecordCard>
      ))}
    </CardList>
  );
}
