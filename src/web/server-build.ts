// Entry of the server build (build/server/index.js): React Router's own server build plus the
// one function the HTTP server needs to fill the load context. Creating the context here means
// the context key and the code reading it are the same module instance.
export * from 'virtual:react-router/server-build';
export { createLoadContext } from './lib/public-settings.ts';
