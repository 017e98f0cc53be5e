// The map's key: the colour scale of price per minute, and grey for regions without a price.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/currency.ts';
import { CHEAPEST_COLOUR, DEAREST_COLOUR, NO_PRICE_COLOUR, priceRange } from './region-colours.ts';

const swatch = (background: string) => ({
  display: 'inline-block',
  width: 28,
  height: 14,
  borderRadius: 0.5,
  border: 1,
  borderColor: 'divider',
  background,
  verticalAlign: 'middle',
  mr: 0.75,
});

export function RegionsLegend(props: { prices: readonly (number | null)[] }) {
  const range = priceRange(props.prices);
  return (
    <Box
      component="ul"
      aria-label="Map key"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}
    >
      {range && (
        <Typography component="li" variant="body2">
          <Box
            component="span"
            sx={swatch(`linear-gradient(to right, ${CHEAPEST_COLOUR}, ${DEAREST_COLOUR})`)}
          />
          {formatCents(range.min)} to {formatCents(range.max)} per minute
        </Typography>
      )}
      <Typography component="li" variant="body2">
        <Box component="span" sx={swatch(NO_PRICE_COLOUR)} />
        No price known (no price scheme, or none for driving minutes)
      </Typography>
    </Box>
  );
}
