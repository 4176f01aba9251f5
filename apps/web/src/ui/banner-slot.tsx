import { Stack } from '@mantine/core'
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useState } from 'react'

type Banners = Record<string, ReactNode>
const BannerContext = createContext<{ set: (id: string, node: ReactNode | null) => void } | null>(null)
const BannerList = createContext<Banners>({})

// The warning banner slot of the authenticated layout: a page or feature shows a banner (import in
// progress, others on this page …) with one hook call, and it goes away with the component.
export function BannerProvider({ children }: { children: ReactNode }) {
  const [banners, setBanners] = useState<Banners>({})
  const api = useMemo(
    () => ({
      set: (id: string, node: ReactNode | null) =>
        setBanners((current) => {
          const next = { ...current }
          if (node === null) delete next[id]
          else next[id] = node
          return next
        }),
    }),
    [],
  )
  return (
    <BannerContext.Provider value={api}>
      <BannerList.Provider value={banners}>{children}</BannerList.Provider>
    </BannerContext.Provider>
  )
}

export function useBanner(node: ReactNode | null) {
  const id = useId()
  const context = useContext(BannerContext)
  useEffect(() => {
    context?.set(id, node)
    return () => context?.set(id, null)
  }, [context, id, node])
}

export function BannerSlot() {
  const banners = Object.entries(useContext(BannerList))
  if (banners.length === 0) return null
  return (
    <Stack gap="xs" mb="md" data-testid="banner-slot">
      {banners.map(([id, node]) => (
        <div key={id}>{node}</div>
      ))}
    </Stack>
  )
}
