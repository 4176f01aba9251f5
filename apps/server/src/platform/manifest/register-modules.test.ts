import { paramNames } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import type { ModuleManifest, ParamSource } from './module-manifest.ts'
import { collectParamSources } from './register-modules.ts'

const none: ParamSource = async () => []
const sourcing = (name: string, params: string[]): ModuleManifest => ({
  name,
  routes: [],
  params: Object.fromEntries(params.map((param) => [param, none])),
})

describe('the shared lists gathered from the module manifests', () => {
  it('takes each list from the one module that is its source', () => {
    const [first, ...rest] = paramNames
    const sources = collectParamSources([sourcing('a', [first]), sourcing('b', rest)])
    expect(Object.keys(sources).sort()).toEqual([...paramNames].sort())
  })

  it('refuses to start when a list has two sources or none', () => {
    const [first, ...rest] = paramNames
    expect(() => collectParamSources([sourcing('a', [...paramNames]), sourcing('b', [first])])).toThrow(
      `the param ${first} comes from both a and b`,
    )
    expect(() => collectParamSources([sourcing('b', rest)])).toThrow(
      `no module is the source of the params ${first}`,
    )
  })
})
