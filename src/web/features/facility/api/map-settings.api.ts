import { queryOptions, useQuery } from '@tanstack/react-query';

export interface MapSettings {
  /** A Leaflet tile template (MAP_TILE_URL). */
  tileUrl: string;
  attribution: string;
}

/**
 * The tile server the programme configured; the server's CSP allows exactly that one. It is
 * configuration, so a cached copy never goes stale.
 */
const mapSettingsQuery = () =>
  queryOptions({
    queryKey: ['mapSettings'],
    queryFn: async (): Promise<MapSettings> => {
      const response = await fetch('/api/map-settings', { credentials: 'same-origin' });
      if (!response.ok)
        throw new Error(`The map settings could not be loaded (${response.status})`);
      return (await response.json()) as MapSettings;
    },
    staleTime: Infinity,
  });

export function useMapSettings() {
  return useQuery(mapSettingsQuery());
}
