// Instructors (Scheduling): Active and Inactive side by side on a wide screen, one at a time
// (tabs) on a phone; Retired instructors through the status filter. Search by name, legal name,
// email or phone; filter by state, region (home or service) and regional manager. Staff with instructors.write add them.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { SUPPORTED_STATE_CODES } from '../../../domain/us-states.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { InstructorColumn } from './instructor-column.tsx';
import { InstructorDialog } from './instructor-dialog.tsx';
import { useRegionOptions } from './instructor-pickers.tsx';
import { REGIONAL_MANAGERS_QUERY } from './instructors.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

export function InstructorsPage() {
  const { roles } = useStaffUser();
  const canAdd = can(roles, 'instructors.write');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('status') === 'Retired' ? 'Retired' : 'current';
  const state = params.get('state') ?? '';
  const managerId = params.get('manager') ?? '';
  const regionId = params.get('region') ?? '';
  const committed = params.get('q') ?? '';
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    for (const paged of ['activePage', 'inactivePage', 'retiredPage']) next.delete(paged);
    setParams(next, { replace: true });
  };
  const [term, setTerm] = useDebouncedSearchTerm(committed, (value) => setParam('q', value.trim()));
  const [tab, setTab] = useState<'Active' | 'Inactive'>('Active');
  const [adding, setAdding] = useState(false);
  const managers = useQuery(REGIONAL_MANAGERS_QUERY, { variables: { term: null } });
  const filters = {
    term: committed || null,
    state: state || null,
    regionalManagerId: managerId || null,
    regionId: regionId || null,
  };
  const regions = useRegionOptions();

  return (
    <>
      <ListPageHeader
        title="Instructors"
        description="Only Active instructors can be booked. Open an instructor for their profile, private info, badges and reviews."
        create={canAdd && { label: 'New instructor', onClick: () => setAdding(true) }}
      />

      <Box
        component="search"
        aria-label="Find instructors"
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr 1fr' },
        }}
      >
        <TextField
          label="Search"
          size="small"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          helperText="Name, email or phone; accents and capitals do not matter."
        />
        <TextField
          select
          label="Status"
          size="small"
          value={view}
          onChange={(event) =>
            setParam('status', event.target.value === 'Retired' ? 'Retired' : '')
          }
        >
          <MenuItem value="current">Active and Inactive</MenuItem>
          <MenuItem value="Retired">Retired</MenuItem>
        </TextField>
        <TextField
          select
          label="State"
          size="small"
          value={state}
          onChange={(event) => setParam('state', event.target.value)}
        >
          <MenuItem value="">All states</MenuItem>
          {SUPPORTED_STATE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Region"
          size="small"
          value={regions.some((region) => region.id === regionId) ? regionId : ''}
          onChange={(event) => setParam('region', event.target.value)}
          helperText="Home or service region."
        >
          <MenuItem value="">All regions</MenuItem>
          {regions.map((region) => (
            <MenuItem key={region.id} value={region.id}>
              {region.name} ({region.state})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Regional manager"
          size="small"
          value={managerId}
          onChange={(event) => setParam('manager', event.target.value)}
        >
          <MenuItem value="">Anyone</MenuItem>
          {(managers.data?.regionalManagers ?? []).map((manager) => (
            <MenuItem key={manager.id} value={manager.id}>
              {manager.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {view === 'Retired' ? (
        <InstructorColumn status="Retired" filters={filters} pageKey="retiredPage" />
      ) : phone ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: 'Active' | 'Inactive') => setTab(value)}
            aria-label="Instructor status"
            sx={{ mb: 2 }}
          >
            <Tab label="Active" value="Active" id="tab-active" aria-controls="panel-active" />
            <Tab
              label="Inactive"
              value="Inactive"
              id="tab-inactive"
              aria-controls="panel-inactive"
            />
          </Tabs>
          <Box
            role="tabpanel"
            id={`panel-${tab.toLowerCase()}`}
            aria-labelledby={`tab-${tab.toLowerCase()}`}
          >
            <InstructorColumn
              key={tab}
              status={tab}
              filters={filters}
              pageKey={`${tab.toLowerCase()}Page`}
            />
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, alignItems: 'start' }}>
          <InstructorColumn status="Active" filters={filters} pageKey="activePage" />
          <InstructorColumn status="Inactive" filters={filters} pageKey="inactivePage" />
        </Box>
      )}

      {adding && (
        <InstructorDialog
          instructor={null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            void navigate(`/admin/instructors/${id}`);
          }}
        />
      )}
    </>
  );
}
