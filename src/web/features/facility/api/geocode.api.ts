/** Address lookup through the server (product.md §10: the browser never calls the provider). */
import { graphql, request, type ResultOf } from '../../../lib/graphql';

const GeocodeAddress = graphql(`
  query GeocodeAddress($address: String!) {
    geocodeAddress(address: $address) {
      latitude
      longitude
      formattedAddress
    }
  }
`);

export type GeocodeResult = NonNullable<ResultOf<typeof GeocodeAddress>['geocodeAddress']>;

/** The first match, or null when the provider knows no such address. */
export async function geocodeAddress(address: string): Promise<GeocodeResult | null> {
  return (await request(GeocodeAddress, { address })).geocodeAddress;
}
