import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react'
import type { ConfirmOptions } from './confirm-modal.tsx'

export type { ConfirmOptions }

const ConfirmModal = lazy(async () => ({ default: (await import('./confirm-modal.tsx')).ConfirmModal }))

const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null)

// Spec §8: a confirmation before delete, publish, approve, reject, post, close, release … Every
// destructive action asks through this one dialog: `if (await confirm({...})) remove()`.
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState(false)
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const resolver = useRef<(answer: boolean) => void>(() => {})
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve
        setAsked(true)
        setOptions(next)
      }),
    [],
  )
  const answer = (value: boolean) => {
    resolver.current(value)
    setOptions(null)
  }
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* The dialog's code loads when a first confirmation asks for it, not with the first page. */}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmModal options={options} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  )
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider')
  return confirm
}
