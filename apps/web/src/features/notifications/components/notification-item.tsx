import { Anchor, Box, Group, Stack, Text } from '@mantine/core'
import type { Notification } from '@scm/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format/format.ts'

// One notification: its message, the optional link with its text, and when it came.
export function NotificationItem({ item, onFollow }: { item: Notification; onFollow?: () => void }) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      data-testid="notification-item"
      data-read={Boolean(item.read_at)}
    >
      <Box
        mt={7}
        w={8}
        h={8}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        bg={item.read_at ? 'transparent' : 'blue'}
        aria-hidden
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={item.read_at ? 400 : 600}>
          {item.data.message}
        </Text>
        {item.data.link && (
          <Anchor component={Link} to={item.data.link} size="sm" onClick={onFollow}>
            {item.data.linkText ?? item.data.link}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(item.created_at)}
        </Text>
      </Stack>
    </Group>
  )
}
