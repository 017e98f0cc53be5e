// Seat time on screen: hours and minutes, rounded down (docs/seat-time.md "Units and words":
// 7 199 s shows as "1 h 59 min").
export function formatSeatTime(seconds: number): string {
  const sign = seconds < 0 ? '−' : '';
  const whole = Math.floor(Math.abs(seconds) / 60);
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  if (hours === 0) return `${sign}${minutes} min`;
  return `${sign}${hours} h ${String(minutes).padStart(2, '0')} min`;
}
