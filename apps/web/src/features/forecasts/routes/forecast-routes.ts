import type { RouteObject } from 'react-router'

export const forecastRoutes: RouteObject[] = [
  {
    path: '/forecasts',
    lazy: async () => ({ Component: (await import('./forecasts-page.tsx')).ForecastsPage }),
  },
  {
    path: '/forecasts/create',
    lazy: async () => ({ Component: (await import('./forecast-wizard-page.tsx')).ForecastWizardPage }),
  },
  {
    path: '/forecasts/:id',
    lazy: async () => ({ Component: (await import('./forecast-page.tsx')).ForecastPage }),
  },
]
