/** Follows `nextToken` until the list is complete (lists here are small: facilities, etc.). */
export async function fetchAllPages<Item>(
  fetchPage: (nextToken: string | null) => Promise<{ items: Item[]; nextToken: string | null }>,
): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | null = null;
  do {
    const page = await fetchPage(nextToken);
    items.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return items;
}
