import type { RouteObject } from 'react-router'

export const questionLibraryRoutes: RouteObject[] = [
  {
    path: '/question-library',
    lazy: async () => ({ Component: (await import('./question-library-page.tsx')).QuestionLibraryPage }),
  },
]
