// POST /api/graphql: graphql-yoga over the Pothos schema, with the conventions every module
// relies on — per-request context (viewer, logger), the SPEC §8 error codes, depth/alias/cost
// limits, introspection policy (and no name suggestions outside development) and subscriptions
// over SSE.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Request, Response } from 'express';
import { createYoga } from 'graphql-yoga';
import { isDevelopment } from '../config.ts';
import { useApiCallCounting } from '../modules/telemetry/api-call-counting.ts';
import type { Platform } from '../platform.ts';
import type { GraphqlContext } from './context.ts';
import { createMaskError, useErrorCodes } from './error-masking.ts';
import { useAppDocuments } from './app-documents.ts';
import { useIntrospectionPolicy } from './introspection.ts';
import { useNulCharacterGuard } from './nul-characters.ts';
import { usePublicPageInvalidation } from './public-page-changes.ts';
import { buildSchema } from './schema.ts';
import { useHiddenSuggestions } from './suggestions.ts';

interface ServerContext {
  req: Request;
  res: Response;
}

export function createGraphqlHandler(platform: Platform) {
  const { config, log } = platform;
  const development = config.NODE_ENV === 'development';
  return createYoga<ServerContext, GraphqlContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
    // Queries go over POST only (SPEC §7); GET would make reads cross-site requestable.
    // Subscriptions are POST requests that accept text/event-stream.
    maskedErrors: { maskError: createMaskError(log, isDevelopment(config)) },
    context: async ({ req, request }) => ({
      platform,
      viewer: await platform.auth.getViewer(request.headers),
      requestId: req.id,
      log: req.log,
    }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: config.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true },
        maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
        costLimit: { maxCost: config.GRAPHQL_MAX_COST },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5000 },
        // Its suggestion blocker works on graphql 16 errors only; useHiddenSuggestions does it.
        blockFieldSuggestion: { enabled: false },
      }),
      ...(development ? [] : [useHiddenSuggestions()]),
      useNulCharacterGuard(),
      useIntrospectionPolicy(development),
      useAppDocuments(
        config.GRAPHQL_FREE_FORM ?? (config.NODE_ENV === 'production' ? 'staff' : 'anyone'),
      ),
      useErrorCodes(),
      useApiCallCounting(platform.telemetry),
      usePublicPageInvalidation(platform.pageCache),
    ],
  });
}
