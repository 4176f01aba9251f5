import type { RouteObject } from 'react-router'

export const projectRoutes: RouteObject[] = [
  {
    path: '/projects',
    lazy: async () => ({ Component: (await import('./projects-page.tsx')).ProjectsPage }),
  },
  {
    path: '/projects/create',
    lazy: async () => ({ Component: (await import('./project-wizard-page.tsx')).ProjectWizardPage }),
  },
  {
    path: '/projects/:id',
    lazy: async () => ({ Component: (await import('./project-page.tsx')).ProjectPage }),
  },
  {
    path: '/tasks/:id',
    lazy: async () => ({ Component: (await import('./task-page.tsx')).TaskPage }),
  },
]
