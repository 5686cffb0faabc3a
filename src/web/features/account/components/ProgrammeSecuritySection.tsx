import { Alert, Loader, Switch } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/security.api';

/** Super admins: require an authenticator app on every admin account. */
export function ProgrammeSecuritySection() {
  const settings = useSecuritySettings(true);
  const update = useUpdateSecuritySettings();
  if (settings.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (settings.isError) {
    return (
      <LoadError
        message={`Failed to load the security settings. ${settings.error.message}`}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <>
      <Switch
        label="Require an authenticator app for every admin and super admin"
        description="Admins without one must set it up at their next visit before they can do anything else."
        checked={settings.data.requireAdminMfa}
        disabled={update.isPending}
        onChange={(event) => update.mutate(event.currentTarget.checked)}
      />
      {update.isError && (
        <Alert color="red" role="alert" mt="sm">
          {update.error.message}
        </Alert>
      )}
    </>
  );
}
