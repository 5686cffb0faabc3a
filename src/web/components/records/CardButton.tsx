import { Button } from '@mantine/core';

interface CardButtonProps {
  /** What it shows: "Edit". */
  label: string;
  /** What a screen reader hears, naming the record: "Edit HMP Leeds". */
  name: string;
  onClick: () => void;
  /** Outlined in red: it deletes or removes. */
  danger?: boolean;
}

/** A small button on a card or a list item, named after its record. */
export function CardButton({ label, name, onClick, danger = false }: CardButtonProps) {
  return (
    <Button
      size="xs"
      variant={danger ? 'outline' : 'default'}
      color={danger ? 'red.9' : undefined}
      onClick={onClick}
      aria-label={name}
    >
      {label}
    </Button>
  );
}
