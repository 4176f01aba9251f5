import type { RouteObject } from 'react-router'

// Sign-in, forgot and reset password: guests only, over the background image.
export const signInRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }) },
]

// Pages opened from an e-mailed link.
export const guestLinkRoutes: RouteObject[] = []
