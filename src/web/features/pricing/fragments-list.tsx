// One page of price scheme fragments, by name: a table on wider screens, cards at phone width.
// Each lists the schemes it applies to and its product prices in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardList, editAndDelete, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { RecordTable, useWideScreen } from '../../ui/record-table.tsx';
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

export function FragmentsList(props: {
  fragments: FragmentView[];
  actions: FragmentActions | null;
}) {
  const { actions } = props;
  const wide = useWideScreen();
  const buttons = (fragment: FragmentView) =>
    actions && (
      <RowActions
        name={fragment.name}
        actions={editAndDelete(
          () => actions.onEdit(fragment),
          () => actions.onDelete(fragment),
        )}
      />
    );
  if (wide) {
    return (
      <RecordTable
        rows={props.fragments}
        rowHeader
        columns={[
          { label: 'Name', cell: (fragment) => fragment.name, sx: { fontWeight: 600 } },
          { label: 'Applies to', cell: schemesOf },
          { label: 'Product prices', cell: (fragment) => <ProductPrices fragment={fragment} /> },
          actions && { label: 'Actions', cell: buttons },
        ]}
      />
    );
  }
  return (
    <CardList>
      {props.fragments.map((fragment) => (
        <RecordCard key={fragment.id} title={fragment.name} actions={buttons(fragment)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Applies to {schemesOf(fragment)}
          </Typography>
          <Box sx={{ typography: 'body2', mb: actions ? 1.5 : 0 }}>
            <ProductPrices fragment={fragment} />
          </Box>
        </RecordCard>
      ))}
    </CardList>
  );
}
