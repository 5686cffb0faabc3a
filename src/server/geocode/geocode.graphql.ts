/** geocodeAddress (admins): the facility form's address lookup (product.md §7.3). */
import { builder } from '../graphql/builder';
import type { GeocodeResult } from './geocoder';

const GeocodeResultRef = builder.objectRef<GeocodeResult>('GeocodeResult').implement({
  description: "The address lookup service's first match for an address",
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    formattedAddress: t.exposeString('formattedAddress', {
      description: 'The address as the service writes it',
    }),
  }),
});

builder.queryFields((t) => ({
  geocodeAddress: t.field({
    type: GeocodeResultRef,
    nullable: true,
    description:
      "Coordinates of an address from the configured service (GEOCODER_URL); null when it knows none. Fails with 'Failed to lookup address coordinates'.",
    authScopes: { permission: 'geocode.lookup' },
    args: { address: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.geocoder.lookup(args.address),
  }),
}));
