import type { RouteObject } from 'react-router'

const detail = async () => ({ Component: (await import('./project-page.tsx')).ProjectPage })

export const projectRoutes: RouteObject[] = [
  {
    path: '/projects',
    lazy: async () => ({ Component: (await import('./projects-page.tsx')).ProjectsPage }),
  },
  { path: '/projects/create', lazy: detail },
  { path: '/projects/:id', lazy: detail },
]
