import { AppLoading } from '../../ui/app-loading.tsx';

export const PortalLoading = () => <AppLoading label="Loading your student portal…" />;
