import { Progress, Text } from '@mantine/core';
import { quantityBar } from '../../../../shared/domain/resource/resource.rules';

/**
 * The stock bar of a post-release card (product.md §4.6): width quantity ÷ threshold (10 without
 * one), red at or below the threshold, hidden when nothing is left.
 */
export function QuantityBar({
  quantity,
  reorderThreshold,
}: {
  quantity: number;
  reorderThreshold: number | null | undefined;
}) {
  const bar = quantityBar(quantity, reorderThreshold);
  if (!bar.visible) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        Quantity: {quantity}
      </Text>
      <Progress
        value={bar.widthPercent}
        color={bar.color === 'red' ? 'red.9' : 'brand.7'}
        aria-label={`Quantity ${quantity}${bar.color === 'red' ? ', at or below the reorder threshold' : ''}`}
        data-bar-color={bar.color}
      />
    </div>
  );
}
