// One page of price scheme fragments, by name: a table on wider screens, cards at phone width.
// Each lists the schemes it applies to and its product prices in words.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describeAlgorithm, type FragmentView } from './fragment-form.ts';

export interface FragmentActions {
  onEdit: (fragment: FragmentView) => void;
  onDelete: (fragment: FragmentView) => void;
}

const schemesOf = (fragment: FragmentView) =>
  fragment.priceSchemes.length
    ? fragment.priceSchemes.map((scheme) => scheme.name).join(', ')
    : 'No price scheme yet';

function ProductPrices({ fragment }: { fragment: FragmentView }) {
  if (fragment.productPrices.length === 0) return <>No product prices yet</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {fragment.productPrices.map((entry) => (
        <li key={entry.product.id}>
          {entry.product.name}: {describeAlgorithm(entry.priceAlgorithm)}
        </li>
      ))}
    </Box>
  );
}

function Actions(props: { fragment: FragmentView; actions: FragmentActions }) {
  const { fragment, actions } = props;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => actions.onEdit(fragment)}
        aria-label={`Edit ${fragment.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => actions.onDelete(fragment)}
        aria-label={`Delete ${fragment.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}

export function FragmentsTable(props: {
  fragments: FragmentView[];
  captionId: string;
  actions: FragmentActions | null;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Name
            </TableCell>
            <TableCell component="th" scope="col">
              Applies to
            </TableCell>
            <TableCell component="th" scope="col">
              Product prices
            </TableCell>
            {props.actions && (
              <TableCell component="th" scope="col">
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.fragments.map((fragment) => (
            <TableRow key={fragment.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {fragment.name}
              </TableCell>
              <TableCell>{schemesOf(fragment)}</TableCell>
              <TableCell>
                <ProductPrices fragment={fragment} />
              </TableCell>
              {props.actions && (
                <TableCell>
                  <Actions fragment={fragment} actions={props.actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function FragmentsCards(props: {
  fragments: FragmentView[];
  captionId: string;
  actions: FragmentActions | null;
}) {
  return (
    <Box component="ul" aria-labelledby={props.captionId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.fragments.map((fragment) => (
        <Paper component="li" variant="outlined" key={fragment.id} sx={{ p: 2, mb: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {fragment.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Applies to {schemesOf(fragment)}
          </Typography>
          <Box sx={{ typography: 'body2', mb: props.actions ? 1.5 : 0 }}>
            <ProductPrices fragment={fragment} />
          </Box>
          {props.actions && <Actions fragment={fragment} actions={props.actions} />}
        </Paper>
      ))}
    </Box>
  );
}
