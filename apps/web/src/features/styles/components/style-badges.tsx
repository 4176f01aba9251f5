import type { StyleReviewResult, StyleStatus } from '@scm/contracts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

export const StyleStatusBadge = ({ status }: { status: StyleStatus }) => (
  <StatusBadge status={status} ns="styles" />
)

// not_reviewed, open, failed, passed: the verdict of the style's review against the criteria.
export const ReviewResultBadge = ({ result }: { result: StyleReviewResult }) => (
  <StatusBadge status={result} ns="styles" />
)
