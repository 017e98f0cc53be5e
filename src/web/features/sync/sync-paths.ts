// Addresses of the sync screens.
export const SYNC_STATUS_PATH = '/admin/sync';
export const syncCheckPath = (id: string) => `/admin/sync/checks/${encodeURIComponent(id)}`;
export const syncConflictPath = (id: string) => `/admin/sync/conflicts/${encodeURIComponent(id)}`;
