import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm'
import type { Claim, ClaimPolicy } from '../../contract/claims'
import type { Locale } from '../../contract/common'
import type { Database } from '../db/client'
import { claimDocuments, claims, documents, insuranceProducts, policies } from '../db/schema'
import { ownDocuments } from '../documents/own-documents'
import { invalid } from '../http/errors'
import { formatMoney } from '../products/pricing'

type Db = Pick<Database, 'select'>

/** The new claim as parsed by claimFormSchema: the amount in cents. */
export interface NewClaim {
  policy: number
  description: string
  occurred_on: string
  amount: number | null
  documents: number[]
}

/** A policy a claim may be about today: active, and not past its end date. */
const isCurrent = (today: string) =>
  and(eq(policies.status, 'active'), or(isNull(policies.end_date), gte(policies.end_date, today)))

const policyColumns = {
  id: policies.id,
  number: policies.number,
  names: insuranceProducts.names,
}

const asClaimPolicy = (
  { id, number, names }: { id: number; number: string; names: Record<string, string> },
  locale: Locale,
): ClaimPolicy => ({ id, number, product_name: names[locale] ?? names.nl ?? '' })

/** `GET /claims/policies`: the customer's current policies, oldest first. */
export async function claimablePolicies(
  db: Db,
  userId: number,
  locale: Locale,
  today: string,
): Promise<ClaimPolicy[]> {
  const rows = await db
    .select(policyColumns)
    .from(policies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(and(eq(policies.user_id, userId), isCurrent(today)))
    .orderBy(asc(policies.id))
  return rows.map((r) => asClaimPolicy(r, locale))
}

/** `GET /claims`: the customer's claims, newest first, with their policy and documents. */
export async function listClaims(db: Db, userId: number, locale: Locale): Promise<Claim[]> {
  const rows = await db
    .select({ claim: claims, ...policyColumns })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(eq(claims.user_id, userId))
    .orderBy(desc(claims.created_at), desc(claims.id))
  if (rows.length === 0) return []
  const docs = await db
    .select({
      claim_id: claimDocuments.claim_id,
      id: documents.id,
      name: documents.original_name,
      content_type: documents.content_type,
      size: documents.size,
    })
    .from(claimDocuments)
    .innerJoin(documents, eq(documents.id, claimDocuments.document_id))
    .where(
      inArray(
        claimDocuments.claim_id,
        rows.map((r) => r.claim.id),
      ),
    )
    .orderBy(asc(documents.id))
  return rows.map(({ claim, ...policy }) => ({
    id: claim.id,
    policy: asClaimPolicy(policy, locale),
    description: claim.description,
    occurred_on: claim.occurred_on,
    amount: claim.amount_cents === null ? null : formatMoney(claim.amount_cents),
    status: claim.status,
    created_at: claim.created_at.toISOString(),
    documents: docs.filter((d) => d.claim_id === claim.id).map(({ claim_id: _, ...d }) => d),
  }))
}

/**
 * Stores a claim of the customer: the policy must be theirs (else `notFound`, whoever's it is) and current
 * (else `policyNotCurrent`), every document theirs (else `notFound`). Answers the new claim's id.
 */
export async function createClaim(
  db: Database,
  userId: number,
  claim: NewClaim,
  today: string,
): Promise<{ id: number; policyNumber: string; names: Record<string, string> }> {
  return db.transaction(async (tx) => {
    const [policy] = await tx
      .select({ ...policyColumns, status: policies.status, end_date: policies.end_date })
      .from(policies)
      .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
      .where(and(eq(policies.id, claim.policy), eq(policies.user_id, userId)))
    if (!policy) throw invalid({ policy: ['notFound'] })
    if (policy.status !== 'active' || (policy.end_date !== null && policy.end_date < today)) {
      throw invalid({ policy: ['policyNotCurrent'] })
    }
    await ownDocuments(tx, userId, claim.documents)
    const [row] = await tx
      .insert(claims)
      .values({
        user_id: userId,
        policy_id: policy.id,
        description: claim.description,
        occurred_on: claim.occurred_on,
        amount_cents: claim.amount,
      })
      .returning({ id: claims.id })
    if (claim.documents.length > 0) {
      await tx
        .insert(claimDocuments)
        .values(claim.documents.map((document_id) => ({ claim_id: row!.id, document_id })))
    }
    return { id: row!.id, policyNumber: policy.number, names: policy.names }
  })
}
