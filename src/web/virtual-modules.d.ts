// Modules that React Router's Vite plugin creates at build time.
declare module 'virtual:react-router/server-build';
