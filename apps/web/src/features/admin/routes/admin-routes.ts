import type { RouteObject } from 'react-router'

export const adminRoutes: RouteObject[] = []
