// Hydrates the server-rendered document. The Emotion cache adopts the server's style tags
// (same key), so hydration inserts no duplicate CSS.
//
// Router state changes are applied directly, not as React transitions: a list screen whose
// filters live in the address was seen rendering the new address, then the previous one, then
// the new one again while its data loaded, so a quick second filter could be built on the
// address before the first. The screens show their own loading states, so nothing is lost.
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from './ui/emotion-cache.ts';

const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter useTransitions={false} />
      </CacheProvider>
    </StrictMode>,
  );
});
