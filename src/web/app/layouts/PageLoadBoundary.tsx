import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';

export const PAGE_LOAD_FAILED =
  'This page could not be loaded. Check your connection, then reload the page.';

/**
 * A page whose code could not be fetched (each page's code loads when first opened: the
 * connection dropped, or the server was updated meanwhile) or that failed while drawing: its
 * message and Reload instead of a blank screen (product.md §12: errors are shown). `resetKey`
 * (the path) clears it when the person goes to another page.
 */
export class PageLoadBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; key: string },
  ) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={PAGE_LOAD_FAILED}>
        <Button
          mt="sm"
          size="xs"
          variant="white"
          color="red.9"
          onClick={() => window.location.reload()}
        >
          Reload
        </Button>
      </Alert>
    );
  }
}
