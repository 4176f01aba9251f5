import { useCallback } from 'react'
import { type NavigateOptions, useNavigate } from 'react-router'

// React Router's setSearchParams(fn) hands fn the params of the component's last render, and a
// navigation renders in a transition: a second change made before that render commits (a quick second
// click) would rebuild the URL from stale params and drop the first change. The address bar is always
// current, so each change starts from it.
export function useUpdateSearchParams() {
  const navigate = useNavigate()
  return useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      navigate(`?${change(new URLSearchParams(window.location.search))}`, options),
    [navigate],
  )
}
