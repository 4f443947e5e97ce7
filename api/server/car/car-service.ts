import { and, eq } from 'drizzle-orm'
import {
  BREAKDOWN_ASSISTANCE,
  CAR_COVERS,
  QUOTE_REFUSED,
  QUOTE_REQUIRED,
  VEHICLE_NOT_FOUND,
  type CarChoiceRequest,
  type CarCover,
  type CarQuote,
  type CarQuoteRequest,
} from '../../contract/car'
import { LOOKUP_UNAVAILABLE } from '../../contract/lookups'
import type { CarRefusalCode } from '../../contract/refusals'
import type { Vehicle } from '../../contract/vehicles'
import type { Database } from '../db/client'
import { carQuotes, cartItems, insuranceProducts } from '../db/schema'
import { errorBody, HttpError, invalid, notFoundError, refused } from '../http/errors'
import type { AddressLookup } from '../lookups/address-lookup'
import { LookupUnavailableError } from '../lookups/remote'
import type { VehicleRegister } from '../lookups/vehicle-register'
import { formatMoney, grossCents } from '../products/pricing'
import { repriceCartItem } from '../questions/reprice'
import { lockUser } from '../users/store'
import { carPrices, regionOf, yearsBetween } from './pricing'
import { refuseChoice, refuseQuote, vehicleAgeOn } from './underwriting'

type QuoteRow = typeof carQuotes.$inferSelect

/**
 * A refused quote or choice (forms §8): 400 with the error body and the spec's `rejected_reason`, the
 * code also as the non-field error, so every client reads it.
 */
export function refusal(code: CarRefusalCode): HttpError {
  const body = {
    ...errorBody('validation_error', 'The insurer does not insure this car on these terms.', {
      non_field_errors: [code],
    }),
    code: QUOTE_REFUSED,
    rejected_reason: { error_code: code },
  }
  return new HttpError(400, body)
}

/** The lookup service failed: 503 `lookup_unavailable`, as the address and company lookups answer. */
async function orUnavailable<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup
  } catch (err) {
    if (err instanceof LookupUnavailableError)
      throw new HttpError(503, {
        code: LOOKUP_UNAVAILABLE,
        detail: 'The lookup service does not answer; try again later.',
        field_errors: {},
        non_field_errors: [LOOKUP_UNAVAILABLE],
      })
    throw err
  }
}

/** The user's car cart item, or a 404 that says nothing about whose it is. */
async function carItemOf(db: Pick<Database, 'select'>, userId: number, itemId: number) {
  const [item] = await db
    .select({ id: cartItems.id, productId: cartItems.insurance_product_id, type: insuranceProducts.type })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.user_id, userId)))
  if (!item || item.type !== 'car') throw notFoundError('No such car insurance in your cart.')
  return item
}

const money = (cents: number) => ({ price_cents: cents, price: formatMoney(cents) })

/** The stored quote as the browser gets it. */
export function quoteResponse(row: QuoteRow): CarQuote {
  const prices = row.prices ?? {}
  return {
    cart_item: row.cart_item_id,
    vehicle: row.vehicle,
    region: regionOf(row.inputs.postcode),
    options: CAR_COVERS.map((cover) => ({ cover, ...money(grossCents(prices[cover] ?? 0)) })),
    extras: [{ id: BREAKDOWN_ASSISTANCE, ...money(grossCents(prices[BREAKDOWN_ASSISTANCE] ?? 0)) }],
    chosen:
      row.cover && row.monthly_premium_cents !== null && row.refusal_code === null
        ? {
            cover: row.cover,
            breakdown_assistance: row.breakdown_assistance,
            ...money(row.monthly_premium_cents),
          }
        : null,
  }
}

export interface CarDeps {
  db: Database
  vehicleRegister: VehicleRegister
  addressLookup: AddressLookup
}

/**
 * `POST /car/quote`: looks the plate up in the vehicle register and the address by postal code (its
 * region prices), lets the underwriting rules decide, and stores the quote for the cart item (a new one
 * replaces the old; the item is unpriced until a cover is chosen). A plate the register does not know is
 * a field error; a refusal is stored, then answered as a 400 with its code.
 */
export async function quoteCar(
  deps: CarDeps,
  userId: number,
  request: CarQuoteRequest,
  today: string,
  signal?: AbortSignal,
): Promise<CarQuote> {
  const { db } = deps
  await carItemOf(db, userId, request.cart_item)
  const vehicle = await orUnavailable(deps.vehicleRegister.find(request.license_plate, signal))
  if (!vehicle) throw invalid({ license_plate: [VEHICLE_NOT_FOUND] })
  const address = await orUnavailable(
    deps.addressLookup.find(
      {
        postal_code: request.postcode,
        house_number: request.house_number,
        ...(request.house_number_addition ? { house_number_addition: request.house_number_addition } : {}),
      },
      signal,
    ),
  )
  if (!address) throw invalid({ have_address_looked_up: ['addressNotFound'] })

  const { cart_item, ...inputs } = request
  const driverAge = yearsBetween(inputs.birth_date, today)
  const mainDriverAge = inputs.main_driver_birth_date
    ? yearsBetween(inputs.main_driver_birth_date, today)
    : null
  const code = refuseQuote({
    vehicle,
    driverAge,
    mainDriverAge,
    claimFreeYears: inputs.claim_free_years,
    vehicleAge: vehicleAgeOn(vehicle, today),
  })
  const prices = code === null ? netPrices(vehicle, inputs, driverAge, mainDriverAge, today) : null
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const item = await carItemOf(tx, userId, cart_item)
    const values = {
      user_id: userId,
      cart_item_id: cart_item,
      license_plate: vehicle.license_plate,
      vehicle,
      inputs,
      prices,
      cover: null,
      breakdown_assistance: false,
      monthly_premium_cents: null,
      monthly_net_cents: null,
      refusal_code: code,
      updated_at: new Date(),
    }
    const [stored] = await tx
      .insert(carQuotes)
      .values(values)
      .onConflictDoUpdate({ target: carQuotes.cart_item_id, set: values })
      .returning()
    await repriceCartItem(tx, userId, item.productId) // a new quote has no cover chosen: no price yet
    return stored!
  })
  if (code !== null) throw refusal(code)
  return quoteResponse(row)
}

function netPrices(
  vehicle: Vehicle,
  inputs: Omit<CarQuoteRequest, 'cart_item'>,
  driverAge: number,
  mainDriverAge: number | null,
  today: string,
): Record<string, number> {
  const prices = carPrices({
    vehicle,
    kmPerYear: inputs.km_per_year,
    claimFreeYears: inputs.claim_free_years,
    driverAge: Math.min(driverAge, mainDriverAge ?? driverAge),
    postcode: inputs.postcode,
    today,
  })
  return {
    ...Object.fromEntries(CAR_COVERS.map((cover) => [cover, prices.covers[cover].net])),
    [BREAKDOWN_ASSISTANCE]: prices.breakdown.net,
  }
}

/**
 * `POST /car/quote/choice`: the cover (and breakdown assistance) for the item's accepted quote. The
 * rules may refuse it (UWM12, UWM15): stored as the quote's refusal, the item unpriced, a 400 with the
 * code. Else the item's price becomes the choice's premium (gross incl. insurance tax).
 */
export async function chooseCarCover(
  db: Database,
  userId: number,
  request: CarChoiceRequest,
  today: string,
): Promise<CarQuote> {
  const result = await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const item = await carItemOf(tx, userId, request.cart_item)
    const [quote] = await tx
      .select()
      .from(carQuotes)
      .where(and(eq(carQuotes.cart_item_id, request.cart_item), eq(carQuotes.user_id, userId)))
    if (!quote?.prices) throw refused(QUOTE_REQUIRED, 'Calculate the premium of the car first.')
    const code = refuseChoice({
      vehicleAge: vehicleAgeOn(quote.vehicle, today),
      cover: request.cover,
      breakdownAssistance: request.breakdown_assistance,
    })
    const net = code === null ? choiceNet(quote.prices, request.cover, request.breakdown_assistance) : null
    const gross = net === null ? null : grossCents(net)
    const [stored] = await tx
      .update(carQuotes)
      .set({
        cover: code === null ? request.cover : null,
        breakdown_assistance: code === null && request.breakdown_assistance,
        monthly_premium_cents: gross,
        monthly_net_cents: net,
        refusal_code: code,
        updated_at: new Date(),
      })
      .where(eq(carQuotes.id, quote.id))
      .returning()
    await repriceCartItem(tx, userId, item.productId)
    return { code, row: stored! }
  })
  if (result.code !== null) throw refusal(result.code)
  return quoteResponse(result.row)
}

function choiceNet(prices: Record<string, number>, cover: CarCover, breakdown: boolean): number {
  return (prices[cover] ?? 0) + (breakdown ? (prices[BREAKDOWN_ASSISTANCE] ?? 0) : 0)
}
