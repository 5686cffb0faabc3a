import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/**
 * A new set of recovery codes, shown this once (decision 099): the server keeps them only
 * encrypted and never shows them again. Each code signs in once in place of the authenticator
 * app's code, for the day the phone is lost.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack align="flex-start">
      <Alert color="yellow" title="Save your recovery codes now" style={{ width: '100%' }}>
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s
        code. Write them down or print them and keep them somewhere safe, away from your phone. They
        are shown only now.
      </Alert>
      {/* A plain grid, not SimpleGrid: this shows on the signed-out set-up page too, whose
          stylesheet holds only what the sign-in pages need (decision 054). */}
      <ul
        aria-label="Recovery codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-lg)',
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </ul>
      <Text size="sm">
        Used some, or think someone saw them? Make new ones under My account, Authenticator app.
      </Text>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
