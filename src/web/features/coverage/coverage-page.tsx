// The coverage map (Scheduling): every region coloured by how many Active instructors serve it,
// a state filter, the selected region's instructors, and the same facts as a table for people
// who do not use the map.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORTED_STATE_CODES, findUsState } from '../../../domain/us-states.ts';
import { asCoverageCollection, coverageColour, COVERAGE_STEPS } from './coverage-geojson.ts';
import { COVERAGE_QUERY } from './coverage.queries.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

const CoverageMap = lazy(() => import('./coverage-map.tsx'));

export function CoveragePage() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const { data, loading, error, refetch } = useQuery(COVERAGE_QUERY, {
    variables: { state: state || null },
  });
  const coverage = useMemo(() => asCoverageCollection(data?.instructorsCoverageGeoJson), [data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = coverage.features.find((feature) => feature.properties.regionId === selectedId);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Coverage map
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Regions coloured by how many active instructors take pickups there. Select a region on the
        map, or read the table below.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label="State"
          value={state}
          onChange={(event) => {
            setSelectedId(null);
            setParams(event.target.value ? { state: event.target.value } : {});
          }}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All states</MenuItem>
          {SUPPORTED_STATE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {findUsState(code)?.name ?? code}
            </MenuItem>
          ))}
        </TextField>
        <Box component="ul" aria-label="Colour key" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {COVERAGE_STEPS.map((step) => (
            <Box component="li" key={step.min} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box aria-hidden="true" sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: step.colour, border: 1, borderColor: 'divider' }} />
              <Typography variant="body2">{step.label}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {loading && <LinearProgress aria-label="Loading the coverage" />}
      {error && (
        <RetryAlert onRetry={() => void refetch()}>
          The coverage could not be loaded. {error.message}
        </RetryAlert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, mb: 3 }}>
        <Paper variant="outlined" sx={{ height: { xs: 320, md: 480 }, overflow: 'hidden' }}>
          {data && (
            <Suspense fallback={<LinearProgress aria-label="Loading the map" />}>
              <CoverageMap
                key={state}
                coverage={coverage}
                selected={selectedId}
                onSelect={setSelectedId}
                label="Map of regions coloured by instructor count"
              />
            </Suspense>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
          {selected ? (
            <>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                {selected.properties.regionName}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {selected.properties.superRegion}, {selected.properties.state}
              </Typography>
              {selected.properties.instructorNames.length === 0 ? (
                <Typography>No active instructor serves this region.</Typography>
              ) : (
                <Box component="ul" sx={{ pl: 2.5, m: 0 }} aria-label={`Instructors of ${selected.properties.regionName}`}>
                  {selected.properties.instructorNames.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </Box>
              )}
            </>
          ) : (
            <Typography color="text.secondary">Select a region on the map to list its instructors.</Typography>
          )}
        </Paper>
      </Box>
      <Typography id="coverage-table-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Regions and their instructors
      </Typography>
      {data && coverage.features.length === 0 ? (
        <Typography color="text.secondary">No regions{state ? ' in this state' : ''} yet.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="coverage-table-heading">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">Region</TableCell>
                <TableCell component="th" scope="col">State</TableCell>
                <TableCell component="th" scope="col" align="right">Instructors</TableCell>
                <TableCell component="th" scope="col">Names</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coverage.features.map((feature) => (
                <TableRow key={feature.properties.regionId} selected={feature.properties.regionId === selectedId}>
                  <TableCell component="th" scope="row">
                    <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: 0.5, mr: 1, bgcolor: coverageColour(feature.properties.instructorCount) }} />
                    {feature.properties.regionName}
                  </TableCell>
                  <TableCell>{feature.properties.state}</TableCell>
                  <TableCell align="right">{feature.properties.instructorCount}</TableCell>
                  <TableCell>{feature.properties.instructorNames.join(', ') || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
