// The drawer's content: the back-office home, then each group with the areas the user may use.
// Items are links (NavLink marks the current one with aria-current="page"), reachable by Tab,
// with a focus ring that stays visible on the selected item's background.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, type ComponentType } from 'react';
import { NavLink } from 'react-router';
import type { StaffRole } from '../../../domain/roles.ts';
import { HOME_AREA, visibleAreaGroups, type AreaIcon } from './admin-areas.ts';
import {
  CarIcon,
  HistoryIcon,
  HomeIcon,
  PeopleIcon,
  PlaceIcon,
  SchoolIcon,
  SellIcon,
} from './admin-icons.tsx';

const ICONS: Record<AreaIcon, ComponentType<{ fontSize?: 'small' }>> = {
  home: HomeIcon,
  history: HistoryIcon,
  people: PeopleIcon,
  sell: SellIcon,
  place: PlaceIcon,
  car: CarIcon,
  school: SchoolIcon,
};

const itemSx = {
  borderRadius: 2,
  mx: 1,
  '&.active': { bgcolor: 'rgba(11, 209, 194, 0.18)', fontWeight: 600 },
  '&.active:hover': { bgcolor: 'rgba(11, 209, 194, 0.26)' },
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: -3,
  },
} as const;

function NavItem(props: { label: string; path: string; icon: AreaIcon; onNavigate?: () => void }) {
  const Icon = ICONS[props.icon];
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={props.path}
        end
        onClick={props.onNavigate}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={props.label} />
      </ListItemButton>
    </ListItem>
  );
}

export function AdminNav(props: { roles: readonly StaffRole[]; onNavigate?: () => void }) {
  const groups = visibleAreaGroups(props.roles);
  const idPrefix = useId();
  return (
    <Box sx={{ py: 1 }}>
      <List>
        <NavItem {...HOME_AREA} onNavigate={props.onNavigate} />
      </List>
      {groups.map(({ group, areas }) => {
        const headingId = `${idPrefix}-${group}`;
        return (
          <List
            key={group}
            aria-labelledby={headingId}
            subheader={
              <ListSubheader
                id={headingId}
                disableSticky
                sx={{
                  lineHeight: 2.5,
                  fontWeight: 600,
                  color: 'text.secondary',
                  bgcolor: 'inherit',
                }}
              >
                {group}
              </ListSubheader>
            }
          >
            {areas.map((area) => (
              <NavItem key={area.path} {...area} onNavigate={props.onNavigate} />
            ))}
          </List>
        );
      })}
    </Box>
  );
}
