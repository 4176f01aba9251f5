import { type ForecastBody, forecastEndpoints, type UpdateForecastBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { forecastQueries } from './forecast-queries.ts'

export const useCreateForecast = () =>
  useInvalidatingMutation(
    (body: ForecastBody) => callApi(forecastEndpoints.create, { body }),
    forecastQueries.all,
    { quiet: true },
  )

export const useUpdateForecast = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateForecastBody }) =>
      callApi(forecastEndpoints.update, { params: { id }, body }),
    forecastQueries.all,
    { quiet: true },
  )

// Delete and restore answer the forecast in its new state.
export const useSetForecastDeleted = () =>
  useInvalidatingMutation(
    ({ id, deleted }: { id: string; deleted: boolean }) =>
      callApi(deleted ? forecastEndpoints.remove : forecastEndpoints.restore, { params: { id } }),
    forecastQueries.all,
  )
