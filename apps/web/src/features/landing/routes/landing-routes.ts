import type { RouteObject } from 'react-router'

export const landingRoutes: RouteObject[] = []
