// Server and browser must build their Emotion caches with the same key: the browser cache then
// adopts the <style data-emotion="mui …"> tags the server rendered instead of inserting them again.
import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_CACHE_KEY = 'mui';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
