import { Text } from '@mantine/core';
import { PageTitle } from '../components/PageTitle';

/** A page whose content a later release adds; it already has its place and title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Text>This page is being prepared.</Text>
    </>
  );
}
