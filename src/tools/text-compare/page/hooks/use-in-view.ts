import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` is within `margin` of the visible part of `root` (a scroll container).
 * Starts false, so nothing heavy renders before the browser has laid the page out.
 */
export function useInView(target: RefObject<Element | null>, root: RefObject<Element | null>, margin: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      },
      { root: root.current, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root, margin]);
  return inView;
}
