/*
 * The styles the page needs before anyone has signed in (decision 054). Mantine's whole
 * stylesheet (250 KiB, 29 KiB compressed) blocked the first paint of every page, the sign-in page
 * included; this is its base (baseline, CSS variables, global) and the components that the
 * signed-out pages (src/web/auth), App, the offline notice and shell, the loader and the
 * notifications use, with those they are built on (Button on UnstyledButton, PasswordInput on
 * Input, …). The signed-in frame brings the rest (dashboard-styles.ts).
 *
 * In the order of @mantine/core/styles.css: a component's rules must come after those of the
 * components it is built on. e2e/bundle-budget.test.ts checks against the build that every
 * Mantine class the entry's scripts can render is styled here, and that nothing here is unused.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
// Other Mantine packages' styles come after the core's (Mantine's documented order).
import '@mantine/notifications/styles.css';
