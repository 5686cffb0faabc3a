// First, so that this chunk's own styles (DashboardShell.module.css) come after Mantine's.
import '../styles/dashboard-styles';
import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Center,
  Loader,
  Group,
  NavLink as MantineNavLink,
  Overlay,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useMediaMatch } from '../../lib/browser-values';
import { IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoadBoundary } from './PageLoadBoundary';
import { ProgrammeTimeZoneGate } from './ProgrammeTimeZoneGate';
import type { Group as UserGroup } from '../../../shared/permissions';
import {
  dashboardTitle,
  shortDashboardTitle,
  sidebarHeading,
  visibleLinks,
  type NavLink,
} from '../navigation';
import classes from './DashboardShell.module.css';

// product.md §9: below 1024 px (the theme's md breakpoint) the sidebar becomes a toggled menu with an overlay.
const SIDEBAR_BREAKPOINT = 'md';

interface DashboardShellProps {
  links: NavLink[];
  accountPath: string;
  group: UserGroup | null;
  email: string;
  onSignOut: () => void;
}

export function DashboardShell({
  links,
  accountPath,
  group,
  email,
  onSignOut,
}: DashboardShellProps) {
  const [menuOpen, menu] = useDisclosure(false);
  const isNarrow = useMediaMatch('(max-width: 63.99em)');
  const location = useLocation();
  useHotkeys([['Escape', menu.close]]);
  // A closed menu on a narrow screen is off-screen: keep it out of the tab order too.
  const menuHidden = isNarrow && !menuOpen;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* On a phone the short title ('Super Admin'), which fits beside the account buttons. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom={SIDEBAR_BREAKPOINT}
              size="sm"
              aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
            />
            <Text fw={700} size="lg" component="span" truncate visibleFrom="sm">
              {dashboardTitle(group)}
            </Text>
            <Text fw={700} size="lg" component="span" hiddenFrom="sm" style={{ flexShrink: 0 }}>
              {shortDashboardTitle(group)}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Text
              size="sm"
              visibleFrom="sm"
              truncate
              maw={{ base: 120, sm: 280 }}
              title={email}
              data-testid="signed-in-email"
            >
              {email}
            </Text>
            <Button component={Link} to={accountPath} variant="subtle" size="xs" visibleFrom="sm">
              My account
            </Button>
            {/* A phone has room for the title and Sign Out only beside an icon. */}
            <ActionIcon
              component={Link}
              to={accountPath}
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              aria-label="My account"
            >
              <IconUserCircle size={22} aria-hidden />
            </ActionIcon>
            <Button variant="outline" size="xs" onClick={onSignOut}>
              Sign Out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        aria-label="Main navigation"
        className={classes.navbar}
        inert={menuHidden}
      >
        <Title order={2} size="h5" px="sm" py="xs" c="brand.9">
          {sidebarHeading(group)}
        </Title>
        {visibleLinks(links, group).map((link) => (
          <MantineNavLink
            key={link.path}
            component={Link}
            to={link.path}
            label={link.label}
            active={location.pathname === link.path}
            aria-current={location.pathname === link.path ? 'page' : undefined}
            onClick={menu.close}
          />
        ))}
      </AppShell.Navbar>

      {isNarrow && menuOpen && (
        <Overlay
          fixed
          zIndex={99}
          backgroundOpacity={0.4}
          onClick={menu.close}
          data-testid="menu-overlay"
        />
      )}

      <AppShell.Main>
        <ProgrammeTimeZoneGate>
          <PageLoadBoundary resetKey={location.pathname}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Loading page" />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </PageLoadBoundary>
        </ProgrammeTimeZoneGate>
      </AppShell.Main>
    </AppShell>
  );
}
