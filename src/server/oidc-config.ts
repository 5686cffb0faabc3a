/**
 * OpenID Connect providers from the environment (decision 062):
 * OIDC_<ID>_ISSUER, OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET and OIDC_<ID>_LABEL, for
 * Google (https://accounts.google.com), Microsoft (https://login.microsoftonline.com/<tenant>/v2.0)
 * or any issuer. Part of env.ts's checks: a provider with a missing part stops start-up.
 */
export interface OidcProvider {
  /** Lower-case <ID>; the callback is BASE_URL/api/auth/callback/<id>. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button says "Sign in with <label>". */
  label: string;
}

const PARTS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

/** The providers configured in `env`; an error message naming the variable when one is bad. */
export function readOidcProviders(
  env: Record<string, string | undefined>,
): OidcProvider[] | string {
  const ids = new Set<string>();
  for (const name of Object.keys(env)) {
    const match = /^OIDC_([A-Z0-9]+)_(ISSUER|CLIENT_ID|CLIENT_SECRET|LABEL)$/.exec(name);
    if (match && env[name]) ids.add(match[1]!);
  }
  const providers: OidcProvider[] = [];
  for (const id of [...ids].sort()) {
    for (const part of PARTS) {
      if (!env[`OIDC_${id}_${part}`])
        return `OIDC_${id}_${part} is required when OIDC_${id}_* is set`;
    }
    const issuer = env[`OIDC_${id}_ISSUER`]!.replace(/\/$/, '');
    if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol)) {
      return `OIDC_${id}_ISSUER must be an http(s) URL (got "${issuer}")`;
    }
    providers.push({
      id: id.toLowerCase(),
      issuer,
      clientId: env[`OIDC_${id}_CLIENT_ID`]!,
      clientSecret: env[`OIDC_${id}_CLIENT_SECRET`]!,
      label: env[`OIDC_${id}_LABEL`] ?? id.charAt(0) + id.slice(1).toLowerCase(),
    });
  }
  return providers;
}
