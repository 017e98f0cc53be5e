import { AppLoading } from '../../ui/app-loading.tsx';

export const AdminLoading = () => <AppLoading label="Loading the back-office…" />;
