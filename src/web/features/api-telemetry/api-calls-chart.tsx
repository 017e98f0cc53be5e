// The bar chart of calls per day (MUI X Charts). Loaded on demand by the telemetry screen so the
// charting library never enters the bundles of other pages. It is a picture of the table beside
// it: screen readers get the table, so the chart itself is hidden from them.
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate, DATE_FORMAT } from '../../../domain/date-format.ts';

export interface DayCount {
  id: string;
  count: number;
}

/** "Mar 8, 2026" for a school day; noon UTC is the same day in Los Angeles. */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, DATE_FORMAT);
const shortLabel = (day: string) => dayLabel(day).replace(/, \d{4}$/, '');

export default function ApiCallsChart(props: { days: readonly DayCount[] }) {
  const peak = Math.max(0, ...props.days.map((day) => day.count));
  return (
    <Box aria-hidden sx={{ width: '100%', minWidth: 0 }} data-testid="api-calls-chart">
      <BarChart
        height={280}
        skipAnimation
        // The table carries the numbers for keyboard and screen reader users; a focus stop
        // inside a hidden picture would be a trap.
        disableKeyboardNavigation
        hideLegend
        xAxis={[
          {
            scaleType: 'band',
            data: props.days.map((day) => day.id),
            height: 28,
            // About six labels whatever the range, so they never collide on a phone.
            tickLabelInterval: (_day: string, index: number) =>
              index % Math.max(1, Math.ceil(props.days.length / 6)) === 0,
            valueFormatter: (day: string, context) =>
              context.location === 'tooltip' ? dayLabel(day) : shortLabel(day),
          },
        ]}
        // Whole calls only, and a visible scale even when every day is zero.
        yAxis={[{ width: 48, min: 0, tickMinStep: 1, ...(peak === 0 ? { max: 1 } : {}) }]}
        series={[{ data: props.days.map((day) => day.count), label: 'API calls' }]}
      />
    </Box>
  );
}
