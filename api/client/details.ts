import type { AddressCreate, AddressPatch, PaymentDetailsBody } from '../contract/details'
import { detailsRoutes } from '../contract/details.routes'
import { call, type Http } from './http'

/** `POST /addresses`: the customer's first address of a type (409 `address_exists` when there is one). */
export const createAddress = (http: Http, address: AddressCreate) =>
  call(http, detailsRoutes.createAddress, { body: address })

/** `PATCH /addresses/{id}`: changes the customer's own address. */
export const updateAddress = (http: Http, id: number, patch: AddressPatch) =>
  call(http, detailsRoutes.updateAddress, { params: { id }, body: patch })

/** `PUT /payment-details`: a new IBAN (a new direct-debit mandate); answers the masked details. */
export const updatePaymentDetails = (http: Http, body: PaymentDetailsBody) =>
  call(http, detailsRoutes.updatePaymentDetails, { body })
