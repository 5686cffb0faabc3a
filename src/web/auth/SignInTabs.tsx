import { Tabs } from '@mantine/core';
import { useStarted } from '../lib/browser-values';

/** 'Sign In' / 'Create Account' (product.md §2.3), shown only when the server allows sign-up. */
export function SignInTabs({
  active,
  onChange,
}: {
  active: 'signIn' | 'signUp';
  onChange: (tab: 'signIn' | 'signUp') => void;
}) {
  const started = useStarted();
  return (
    <Tabs
      value={active}
      onChange={(value) => value && onChange(value as 'signIn' | 'signUp')}
      mb="md"
    >
      <Tabs.List grow>
        <Tabs.Tab value="signIn" disabled={!started}>
          Sign In
        </Tabs.Tab>
        <Tabs.Tab value="signUp" disabled={!started}>
          Create Account
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
