import { Alert, Box, Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { humanize } from '../../../lib/format';
import type { Facility } from '../api/facility.api';
import { useMapSettings } from '../api/map-settings.api';

// The same dark shades as the status tags.
const STATUS_COLORS: Record<string, string> = {
  ACTIVE: '#0b6e4f',
  INACTIVE: '#343a40',
  TEMPORARILY_CLOSED: '#c92a2a',
};

/** 0, 0 is the form's default (product.md §9): a facility whose address was never looked up. */
function hasCoordinates(facility: Facility): boolean {
  return !(facility.latitude === 0 && facility.longitude === 0);
}

/** Leaflet writes a tooltip given as a string as HTML: a facility's name goes in as text. */
function asText(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

/**
 * The facilities on a map (product.md §2.5, decision 011), one marker each with its name and
 * status. Tiles come from MAP_TILE_URL; when they cannot load, the markers still show over a plain
 * background.
 */
export default function FacilitiesMap({ facilities }: { facilities: readonly Facility[] }) {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMapSettings();
  const placed = useMemo(() => facilities.filter(hasCoordinates), [facilities]);
  const unplaced = facilities.filter((facility) => !hasCoordinates(facility));

  useEffect(() => {
    if (!container.current || !settings.data) return;
    const map = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(settings.data.tileUrl, {
      attribution: settings.data.attribution,
      maxZoom: 19,
    }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const facility of placed) {
      const point: L.LatLngExpression = [facility.latitude, facility.longitude];
      points.push(point);
      L.circleMarker(point, {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: STATUS_COLORS[facility.status] ?? '#343a40',
        fillOpacity: 0.95,
      })
        .bindTooltip(asText(`${facility.name} — ${humanize(facility.status)}`))
        .addTo(map);
    }
    if (points.length > 0)
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 12 });
    else map.setView([20, 0], 2);
    return () => {
      map.remove();
    };
  }, [settings.data, placed]);

  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title="The map cannot be shown.">
        {settings.error.message}
      </Alert>
    );
  }
  return (
    <Box>
      <Box
        ref={container}
        role="region"
        aria-label={`Facilities map: ${placed.length} facilities`}
        data-testid="facilities-map"
        h={480}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      {unplaced.length > 0 && (
        <Text size="sm" mt="xs">
          Not on the map (no coordinates): {unplaced.map((facility) => facility.name).join(', ')}
        </Text>
      )}
    </Box>
  );
}
