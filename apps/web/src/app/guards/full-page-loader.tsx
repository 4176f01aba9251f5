import { Center, Loader } from '@mantine/core'

export function FullPageLoader() {
  return (
    <Center h="100vh" data-testid="page-loader">
      <Loader />
    </Center>
  )
}
