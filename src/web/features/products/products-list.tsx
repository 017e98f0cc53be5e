// One page of products: a table on wider screens, cards at phone width. Packages list what they
// hold; archived products say so. Staff with `products.write` get Edit, Delete and Restore.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => actions.onEdit(product)}
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </Button>
      {product.isArchived ? (
        <Button
          size="small"
          onClick={() => actions.onRestore(product)}
          aria-label={`Restore ${product.name}`}
        >
          Restore
        </Button>
      ) : (
        <Button
          size="small"
          color="error"
          onClick={() => actions.onDelete(product)}
          aria-label={`Delete ${product.name}`}
        >
          Delete
        </Button>
      )}
    </Box>
  );
}

export function ProductsTable(props: {
  products: readonly ProductView[];
  captionId: string;
  actions: ProductActions | null;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Package holds</TableCell>
            <TableCell>Status</TableCell>
            {props.actions && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.products.map((product) => (
            <TableRow key={product.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ fontWeight: 600 }}>{product.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {PRODUCT_TYPE_LABELS[product.type]}
              </TableCell>
              <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                {product.description || '—'}
              </TableCell>
              <TableCell>
                {product.type === 'package' ? <Components product={product} /> : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <StatusChips product={product} />
                {!product.isArchived && !product.wasSold && 'For sale'}
              </TableCell>
              {props.actions && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Actions product={product} actions={props.actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ProductsCards(props: {
  products: readonly ProductView[];
  captionId: string;
  actions: ProductActions | null;
}) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.products.map((product) => (
        <Paper component="li" key={product.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
            <StatusChips product={product} />
          </Box>
          <Typography variant="body2" color="text.secondary">
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
          {props.actions && (
            <Box sx={{ mt: 1.5 }}>
              <Actions product={product} actions={props.actions} />
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
