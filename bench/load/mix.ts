// The load benchmark's mix (docs/benchmarks.md "Load"): what visitors and staff send, each kind of
// request with its share of the overall rate. The load run and the soak both drive it.
import { randomUUID } from 'node:crypto';

/** What the requests are made of: read from the database before the run. */
export interface MixContext {
  /** Cookie header of a signed-in staff member (Admin). */
  cookie: string;
  /** Students whose ledgers take the purchases (kept apart from the long ledgers). */
  buyerIds: string[];
  drivingProductId: string;
  lessonTypeId: string;
  /** A pickup point inside a served region. */
  pickup: { lat: number; lng: number };
}

export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface MixOperation {
  name: string;
  /** Share of the overall rate, relative to the other operations' weights. */
  weight: number;
  /** A GraphQL answer: an `errors` member counts as a failure even with status 200. */
  graphql: boolean;
  /** A new request each time: purchases need a fresh idempotency key. */
  request(context: MixContext, pick: (length: number) => number): MixRequest;
}

export const STUDENTS_LIST = /* GraphQL */ `
  query LoadStudents($term: String) {
    students(term: $term, pageQuery: { first: 40 }) {
      totalCount
      edges {
        node {
          id
          name
          email
          usStateId
        }
      }
    }
  }
`;

const INSTRUCTORS_LIST = /* GraphQL */ `
  query LoadInstructors {
    instructors(first: 40) {
      totalCount
      edges {
        node {
          id
          name
          status
        }
      }
    }
  }
`;

const SLOT_SEARCH = /* GraphQL */ `
  query LoadSlotSearch($input: SlotSearchInput!) {
    slotSearch(input: $input) {
      regionId
      days {
        date
        times {
          startTime
          instructors {
            id
          }
        }
      }
    }
  }
`;

const QUOTE = /* GraphQL */ `
  query LoadQuote($input: QuoteInput!) {
    quote(input: $input) {
      status
      total
    }
  }
`;

const PURCHASE = /* GraphQL */ `
  mutation LoadPurchase($input: PurchaseInput!) {
    purchase(input: $input) {
      replayed
      ledger {
        version
        fundsCents
      }
    }
  }
`;

const DAY_MS = 86_400_000;

function graphqlRequest(
  context: MixContext,
  query: string,
  variables: Record<string, unknown>,
): MixRequest {
  return {
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json', cookie: context.cookie },
    body: JSON.stringify({ query, variables }),
  };
}

const page = (path: string): MixRequest => ({
  method: 'GET',
  path,
  headers: { accept: 'text/html' },
});

const SEARCH_TERMS = ['ma', 'son', 'lee', 'garc', 'an', 'jo'];

/** About two visitors' page views for every staff request; one purchase in twenty requests. */
export const MIX: readonly MixOperation[] = [
  { name: 'GET /', weight: 25, graphql: false, request: () => page('/') },
  { name: 'GET /sign-in', weight: 10, graphql: false, request: () => page('/sign-in') },
  {
    name: 'slot search',
    weight: 15,
    graphql: true,
    request: (context) => {
      const from = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      return graphqlRequest(context, SLOT_SEARCH, {
        input: {
          lessonTypeId: context.lessonTypeId,
          pickup: context.pickup,
          from: new Date(from).toISOString(),
          to: new Date(from + 7 * DAY_MS).toISOString(),
        },
      });
    },
  },
  {
    name: 'quote',
    weight: 15,
    graphql: true,
    request: (context) =>
      graphqlRequest(context, QUOTE, {
        input: {
          productId: context.drivingProductId,
          quantity: 120,
          pickup: { latitude: context.pickup.lat, longitude: context.pickup.lng },
        },
      }),
  },
  {
    name: 'students list',
    weight: 15,
    graphql: true,
    request: (context, pick) =>
      graphqlRequest(context, STUDENTS_LIST, {
        term: pick(3) === 0 ? null : SEARCH_TERMS[pick(SEARCH_TERMS.length)],
      }),
  },
  {
    name: 'instructors list',
    weight: 10,
    graphql: true,
    request: (context) => graphqlRequest(context, INSTRUCTORS_LIST, {}),
  },
  {
    name: 'purchase',
    weight: 10,
    graphql: true,
    request: (context, pick) =>
      graphqlRequest(context, PURCHASE, {
        input: {
          idempotencyKey: randomUUID(),
          studentId: context.buyerIds[pick(context.buyerIds.length)],
          items: [{ productId: context.drivingProductId, quantity: 60 }],
          paymentMethod: 'cash',
          amountCents: 9_000,
          expiresAt: new Date(Date.now() + 365 * DAY_MS).toISOString(),
        },
      }),
  },
];

/** Each operation's requests per second when the whole mix runs at `overallRate`. */
export function ratesFor(
  operations: readonly MixOperation[],
  overallRate: number,
): Map<string, number> {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  return new Map(operations.map((op) => [op.name, (overallRate * op.weight) / total]));
}
