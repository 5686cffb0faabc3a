/*
 * The styles of the Mantine components that only signed-in pages use (decision 054), loaded with
 * the signed-in frame (layouts/DashboardShell.tsx), which every signed-in page opens inside: its
 * chunk's stylesheet arrives before the chunk runs, so nothing shows unstyled. What the signed-out
 * pages use is already on the page (signed-out-styles.ts) and is not repeated here.
 *
 * In the order of @mantine/core/styles.css (a component after those it is built on). Using a
 * Mantine component not listed here or in signed-out-styles.ts fails e2e/bundle-budget.test.ts,
 * which names the file to add; so does a file here that nothing uses any more.
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
// The charts' legends and tooltips (the overview's trends, TrendCharts.tsx).
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
