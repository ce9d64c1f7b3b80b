import { createContext } from 'react';

/**
 * True while a part is drawn into the page's HTML by the build (static-top-bar.tsx): its menu buttons have no
 * handlers until the app replaces them, so they say they are not usable yet (aria-disabled) instead of ignoring a tap.
 */
export const StaticShellContext = createContext(false);
