/** onCreateX / onUpdateX / onDeleteX: changes from the feed, each filtered by the subscriber's rights. */
import type { Viewer } from '../auth/viewer';
import type { ChangeEvent } from '../realtime/change-feed';
import type { GraphQLContext } from './context';

export type Visibility<Row> = (viewer: Viewer | null, row: Row) => boolean;

export async function* recordChanges<Row>(
  context: GraphQLContext,
  recordType: string,
  action: ChangeEvent['action'],
  isVisible: Visibility<Row>,
): AsyncGenerator<Row> {
  for await (const change of context.changeFeed.changes(recordType, action)) {
    const row = change.snapshot as Row;
    if (isVisible(context.viewer, row)) yield row;
  }
}
