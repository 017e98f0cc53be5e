// Seat time in an audit report: exact to the second, because a regulator compares it with the
// rule in seconds ("5 h 30 min" on screen may hide 19 799 s, one second short of 330 minutes).
// Hours and minutes as on screens, seconds added when there are any: "1 h 05 min 30 s".
export function formatExactDuration(seconds: number): string {
  const sign = seconds < 0 ? '−' : '';
  const total = Math.abs(Math.trunc(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts =
    hours > 0 ? [`${hours} h`, `${String(minutes).padStart(2, '0')} min`] : [`${minutes} min`];
  if (rest > 0) parts.push(`${String(rest).padStart(2, '0')} s`);
  return sign + parts.join(' ');
}
