// The page frame's boxes, shared by the app's layout and the static first paint the build writes
// for each tool page (tool-page-shell.tsx): both must put the heading in the same place.
export const APP_FRAME_CLASS = 'flex min-h-screen flex-col';
export const TOP_BAR_CLASS = 'fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75';
/** The specification offsets content 50 px under the 64 px bar; pages add their own top padding. */
export const MAIN_CLASS = 'flex flex-1 flex-col pt-[50px]';
