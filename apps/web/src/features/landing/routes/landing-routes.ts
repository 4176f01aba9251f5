import type { RouteObject } from 'react-router'

// The public site; signed-in visitors see it too (the layout offers them the way back to the app).
export const landingRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./landing-page.tsx')).LandingPage }) },
]
