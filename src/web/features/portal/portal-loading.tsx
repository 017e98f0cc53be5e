import { AppLoading } from '../../ui/app-shell-parts.tsx';

export const PortalLoading = () => <AppLoading label="Loading your student portal…" />;
