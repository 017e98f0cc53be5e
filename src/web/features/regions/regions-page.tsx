// Regions (Places): the map of the regions of one state (or all), filled by price per minute, and
// the table of every region. The map opens on the state with the most regions, fitted to them,
// not on the whole country. Admins (regions.write) draw a new region by clicking its corners on
// the map. The map library is loaded only when this page opens (React.lazy), so no other page
// carries it.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Position } from '../../../domain/geo/geometry.ts';
import { can } from '../../../domain/permissions.ts';
import { findUsState } from '../../../domain/us-states.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { RegionDrawPanel } from './region-draw-panel.tsx';
import { addCorner } from './region-draft.ts';
import { RegionsLegend } from './regions-legend.tsx';
import { asRegionCollection, regionStates } from './regions-geojson.ts';
import { RegionsTable } from './regions-table.tsx';
import { REGIONS_MAP_QUERY } from './regions.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

const RegionsMap = lazy(() => import('./regions-map.tsx'));

export function RegionsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'regions.write');
  const { data, error, refetch } = useQuery(REGIONS_MAP_QUERY);
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState<readonly Position[]>([]);
  // Bumped after a save or delete: the table starts again from its first page.
  const [version, setVersion] = useState(0);
  const regions = useMemo(() => asRegionCollection(data?.regionsGeoJson), [data]);
  // The state on the map: ?state=XX, ?state=all for every state, else the busiest state.
  const [params, setParams] = useSearchParams();
  const states = useMemo(() => regionStates(regions), [regions]);
  const asked = params.get('state');
  const focus = asked === 'all' ? '' : (asked ?? states[0] ?? '');
  const inView = useMemo(
    () =>
      focus
        ? { ...regions, features: regions.features.filter((f) => f.properties.state === focus) }
        : regions,
    [regions, focus],
  );
  const prices = useMemo(
    () =>
      new Map(
        regions.features.map((feature) => [
          feature.properties.id,
          feature.properties.pricePerMinuteCents,
        ]),
      ),
    [regions],
  );

  const stopDrawing = () => {
    setDrawing(false);
    setCorners([]);
  };
  const changed = () => {
    setVersion(version + 1);
    void refetch();
  };

  return (
    <>
      <ListPageHeader
        title="Regions"
        description="The areas the school drives in, coloured by their price per minute. A region sells at the price scheme of its super region."
        create={canWrite && !drawing && { label: 'Draw a region', onClick: () => setDrawing(true) }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        {states.length > 1 && (
          <TextField
            select
            size="small"
            label="State on the map"
            value={focus || 'all'}
            onChange={(event) => setParams({ state: event.target.value }, { replace: true })}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 200 }}
          >
            {states.map((code) => (
              <option key={code} value={code}>
                {findUsState(code)?.name ?? code}
              </option>
            ))}
            <option value="all">All states</option>
          </TextField>
        )}
        <RegionsLegend prices={[...prices.values()]} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: drawing ? '1fr 320px' : '1fr' },
          mb: 3,
        }}
      >
        <Box
          sx={{
            height: { xs: 360, md: 520 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {error ? (
            <Typography role="alert" sx={{ p: 2 }}>
              The map could not be loaded. <Button onClick={() => void refetch()}>Try again</Button>
            </Typography>
          ) : data ? (
            <Suspense fallback={<Typography sx={{ p: 2 }}>Loading the map…</Typography>}>
              <RegionsMap
                regions={inView}
                focus={focus}
                corners={corners}
                drawing={drawing}
                label={drawing ? 'Regions map: click to add a corner' : 'Regions map'}
                onMapClick={(longitude, latitude) =>
                  setCorners(addCorner(corners, longitude, latitude))
                }
              />
            </Suspense>
          ) : (
            <Typography sx={{ p: 2 }}>Loading the map…</Typography>
          )}
        </Box>
        {drawing && (
          <RegionDrawPanel
            corners={corners}
            superRegions={data?.superRegions ?? []}
            onUndo={() => setCorners(corners.slice(0, -1))}
            onCancel={stopDrawing}
            onSaved={() => {
              stopDrawing();
              changed();
            }}
          />
        )}
      </Box>

      <RegionsTable key={version} prices={prices} canWrite={canWrite} onChanged={changed} />
    </>
  );
}
