import type { DeliveryShipmentState, OrderStatus, ShipmentReadiness } from '@scm/contracts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// Spec §4 badge names are kebab-case ("approval-required", "in-transit"); the contract's values are
// snake_case, so the badge, its colour and its catalogue key use the spec's spelling.
export const badgeName = (value: string) => value.replaceAll('_', '-')

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge status={badgeName(status)} ns="orders" />
}

export function ShipmentBadge({ state }: { state: DeliveryShipmentState | ShipmentReadiness }) {
  return <StatusBadge status={badgeName(state)} ns="orders" />
}
