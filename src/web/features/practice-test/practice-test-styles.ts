// The practice test's native buttons and button-like links look like the booking form's (the
// page ships no JavaScript, so it uses plain elements rather than interactive MUI components).
export { buttonSx as primaryButtonSx } from '../booking/booking-form-parts.tsx';
