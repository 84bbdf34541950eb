import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The search params of `pathname` as last seen there. A kept-alive screen stays mounted (hidden)
 * while the listener is on another route, whose URL has nothing to say about it: reading that
 * URL would switch the hidden screen to its defaults and lose its loaded pages and scroll.
 */
export function useKeptSearchParams(pathname: string): URLSearchParams {
  const location = useLocation();
  const [kept, setKept] = useState(location.pathname === pathname ? location.search : '');
  // Adjusting state while rendering (React's pattern for "state from the previous render").
  if (location.pathname === pathname && location.search !== kept) setKept(location.search);
  const search = location.pathname === pathname ? location.search : kept;
  return useMemo(() => new URLSearchParams(search), [search]);
}
