import { AppLoading } from '../../ui/app-shell-parts.tsx';

export const AdminLoading = () => <AppLoading label="Loading the back-office…" />;
