// The student's home on a small map, under the address fields of the details tab: the pin is the
// stored position (placed by the server from the address, or by staff). Dragging it or clicking
// the map fills the latitude and longitude fields, and the pin is then kept on save; left alone,
// a changed address is placed again when saved (docs/scheduling.md "Places on a map").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import { formPosition } from '../state-configs/typed-position.ts';
import type { StudentFormValues } from './student-form.ts';

// The map library is large: loaded when the details tab shows the map, not with the page.
const PinMap = lazy(() => import('../../ui/maps/pin-map.tsx'));

export function StudentAddressMap(props: {
  values: StudentFormValues;
  disabled?: boolean;
  idPrefix: string;
  onMove: (position: GeoPoint) => void;
}) {
  const helpId = `${props.idPrefix}-pin-help`;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" id={helpId}>
        {props.disabled
          ? 'Where home pickups start.'
          : 'Where home pickups start: drag the pin or click the map to correct it. Left as it is, a changed address is placed again when saved.'}
      </Typography>
      <Box
        aria-describedby={helpId}
        sx={{ height: 220, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Suspense fallback={<Typography sx={{ p: 2 }}>Loading the map…</Typography>}>
          <PinMap
            position={formPosition(props.values)}
            label="Position of the student’s home"
            onMove={(position) => {
              if (!props.disabled) props.onMove(position);
            }}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
