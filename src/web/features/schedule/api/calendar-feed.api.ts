/** A volunteer's private calendar link (product.md §12, decision 012). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';

const MyCalendarFeed = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      url
      createdAt
    }
  }
`);

const CreateCalendarFeed = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      createdAt
    }
  }
`);

const TurnOffCalendarFeed = graphql(`
  mutation TurnOffCalendarFeed {
    turnOffCalendarFeed
  }
`);

const CALENDAR_FEED_KEY = ['calendarFeed'] as const;

const myCalendarFeedQuery = () =>
  queryOptions({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: async () => (await request(MyCalendarFeed)).myCalendarFeed,
  });

export function useMyCalendarFeed() {
  return useQuery(myCalendarFeedQuery());
}

/** Makes a new link (an earlier one stops working). */
export const useCreateCalendarFeed = () =>
  useInvalidatingMutation(CALENDAR_FEED_KEY, () => request(CreateCalendarFeed));

export const useTurnOffCalendarFeed = () =>
  useInvalidatingMutation(CALENDAR_FEED_KEY, () => request(TurnOffCalendarFeed));

/** The same address for calendar apps: webcal:// asks the phone to subscribe to it. */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
