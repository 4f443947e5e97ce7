import type { DeviceQuoteRequest } from '../contract/device'
import { deviceRoutes } from '../contract/device.routes'
import { call, type Http } from './http'

/** `PUT /device-quote/:id`: stores the device quote of the cart item and prices the item with it. */
export const saveDeviceQuote = (http: Http, id: number, body: DeviceQuoteRequest) =>
  call(http, deviceRoutes.deviceQuoteSave, { params: { id }, body })

/** `GET /device-quote/:id`: the device quote stored for the cart item, or null. */
export const getDeviceQuote = (http: Http, id: number, signal?: AbortSignal) =>
  call(http, deviceRoutes.deviceQuoteGet, { params: { id }, signal })
