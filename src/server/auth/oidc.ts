// Optional sign-in through a hosted OpenID Connect identity provider. It is switched on only when
// OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all configured (config.ts refuses a
// partial set); otherwise RoadReady uses its built-in email + password accounts alone.
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';

/**
 * Provider id: the browser starts at POST /api/auth/sign-in/social with `{ provider: "oidc" }`
 * and the provider sends it back to /api/auth/callback/oidc (register that redirect URI).
 */
export const OIDC_PROVIDER_ID = 'oidc';

type OidcConfig = Pick<
  Config,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_PROVIDER_NAME'
>;

export function isOidcConfigured(config: OidcConfig): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

/** The issuer's discovery document, per OpenID Connect Discovery 1.0 (no double slash). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** The better-auth plugins for OIDC: none when it is not configured. */
export function oidcPlugins(config: OidcConfig) {
  if (!isOidcConfigured(config)) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: config.OIDC_PROVIDER_NAME,
          discoveryUrl: discoveryUrl(config.OIDC_ISSUER!),
          clientId: config.OIDC_CLIENT_ID!,
          clientSecret: config.OIDC_CLIENT_SECRET!,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}
