import { Box } from '@mantine/core'
import { Outlet } from 'react-router'

export function EmptyLayout() {
  return (
    <Box mih="100vh">
      <Outlet />
    </Box>
  )
}
